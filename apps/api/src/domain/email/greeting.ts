// How every email of the shop greets the shopper, in the shopper's language.
import type { Language } from '../../lib/i18n/language.ts';

export function greeting(name: string, language: Language): string {
  return language === 'ko' ? `${name}님, 안녕하세요.` : `Hello ${name},`;
}
