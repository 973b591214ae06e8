import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import type { Locale } from './locales';
import { useT } from './use-i18n';

const translateIn = (locale: Locale) =>
  renderHook(() => useT(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={testI18n(locale)}>{children}</I18nProvider>
    ),
  }).result.current;

describe('useT', () => {
  it('puts the particle a Korean value takes after it, not both forms', () => {
    const t = translateIn('ko');
    expect(t('form.required', { label: '우편번호' })).toBe('우편번호를 입력해 주세요');
    expect(t('form.required', { label: '받는 분 이름' })).toBe('받는 분 이름을 입력해 주세요');
    expect(t('stockAlert.waiting', { email: 'minji@example.kr' })).toBe(
      '재입고되면 minji@example.kr로 알려 드릴게요.',
    );
    expect(t('stockAlert.waiting', { email: 'minji@example.com' })).toBe(
      '재입고되면 minji@example.com으로 알려 드릴게요.',
    );
  });

  it('leaves English as the catalogue writes it', () => {
    expect(translateIn('en')('form.required', { label: 'Postcode' })).toBe('Postcode is required');
  });
});
