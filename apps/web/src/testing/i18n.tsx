import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { createI18n } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locales';
import englishMessages from 'virtual:messages/en';
import koreanMessages from 'virtual:messages/ko';

/** A language's Lingui instance with the compiled catalogue, as the app builds it. */
export const testI18n = (locale: Locale = 'en') =>
  createI18n(locale, locale === 'ko' ? koreanMessages : englishMessages);

/** A test's wrapper for components that read the catalogue without the app's other providers. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n('en')}>{children}</I18nProvider>;
}
