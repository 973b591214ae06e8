import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import { ApiError } from './api-client';
import { useErrorMessage } from './use-error-message';

const inKorean = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={testI18n('ko')}>{children}</I18nProvider>
);

describe('useErrorMessage', () => {
  it("shows the web app's own words for a code it knows, in the page's language", () => {
    const { result } = renderHook(() => useErrorMessage(), { wrapper: inKorean });
    const wrongLogin = new ApiError(401, {
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(result.current(wrongLogin, '로그인하지 못했습니다.')).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
  });

  it("keeps the server's message for other codes, and the fallback without one", () => {
    const { result } = renderHook(() => useErrorMessage(), { wrapper: inKorean });
    const stock = new ApiError(409, { code: 'INSUFFICIENT_STOCK', message: '3개만 남았습니다' });
    expect(result.current(stock, '실패')).toBe('3개만 남았습니다');
    expect(result.current(new Error('boom'), '실패')).toBe('실패');
  });
});
