import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

/** One language's Lingui instance; the language never changes while a page lives (the switch loads the other page). */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
