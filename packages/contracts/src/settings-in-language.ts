// Texts the shop team writes in both languages, read without zod so that the pages showing them
// do not load the settings' schemas.
import type { BusinessDetails, ShopSettings } from './settings.ts';

/** The settings the shop team writes in both languages: the English key and its Korean one. */
export const BILINGUAL_SETTINGS = {
  bank_name: 'bank_name_ko',
  account_title: 'account_title_ko',
  opening_hours: 'opening_hours_ko',
  support_hours: 'support_hours_ko',
  address: 'address_ko',
} as const;
export type BilingualSetting = keyof typeof BILINGUAL_SETTINGS;

/** A setting in a language: the Korean text on Korean pages and emails, when the team wrote one. */
export function settingIn<K extends BilingualSetting>(
  settings: Pick<ShopSettings, K | (typeof BILINGUAL_SETTINGS)[K]>,
  key: K,
  language: 'en' | 'ko',
): string {
  const english = settings[key];
  if (language !== 'ko') return english;
  return (settings[BILINGUAL_SETTINGS[key]] as string | undefined)?.trim() || english;
}

/** The company's name in a language (business.company_name_ko on Korean pages, when set). */
export const companyNameIn = (business: BusinessDetails, language: 'en' | 'ko'): string =>
  (language === 'ko' && business.company_name_ko?.trim()) || business.company_name;
