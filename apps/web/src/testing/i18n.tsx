import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createI18n } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locales';
import englishBackOffice from 'virtual:messages/admin-en';
import koreanBackOffice from 'virtual:messages/admin-ko';
import englishMessages from 'virtual:messages/en';
import koreanMessages from 'virtual:messages/ko';

/**
 * A language's Lingui instance with the compiled catalogue, as the app builds it, plus the back
 * office's messages (which the app loads with the back office) so its components render too.
 */
export const testI18n = (locale: Locale = 'en') =>
  createI18n(
    locale,
    locale === 'ko'
      ? { ...koreanMessages, ...koreanBackOffice }
      : { ...englishMessages, ...englishBackOffice },
  );

/** A test's wrapper for components that read the catalogue without the app's other providers. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n('en')}>{children}</I18nProvider>;
}

/** testing-library's render inside the English catalogue, for components rendered on their own. */
export const renderInEnglish = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { ...options, wrapper: InEnglish });
