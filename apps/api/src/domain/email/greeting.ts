// How every email of the shop greets the shopper, in the shopper's language.
import type { Language } from '../../lib/i18n/language.ts';
import { emailWords } from './words.ts';

export function greeting(name: string, language: Language): string {
  return emailWords(language).text('email.greeting', { name });
}
