// Korean particles change with the sound the word before them ends in: 떡볶이를 but 라면을,
// 두부로 but 계란으로. es-hangul picks them for a Hangul word; a word in Latin letters keeps both
// forms, as Korean software writes it (tofu을(를)), and digits go by how they are read aloud.
import { josa } from 'es-hangul';
import type { Locale } from './locales';

export type ParticlePair = '이/가' | '은/는' | '을/를' | '으로/로';

// Digits read aloud ending in a consonant: 영, 일, 삼, 육, 칠, 팔 (0, 1, 3, 6, 7, 8); 으로 also
// follows ㄹ as 로 (일로, 칠로, 팔로).
const DIGITS_WITH_FINAL_CONSONANT = new Set(['0', '1', '3', '6', '7', '8']);
const DIGITS_ENDING_IN_RIEUL = new Set(['1', '7', '8']);

/** `word` followed by the particle of `pair` that fits its last sound. */
export function withParticle(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const last = [...word].reverse().find((ch) => /[\uac00-\ud7a3A-Za-z0-9]/.test(ch));
  if (!last || /[A-Za-z]/.test(last)) return `${word}${afterConsonant}(${afterVowel})`;
  if (/[0-9]/.test(last)) {
    const consonant =
      DIGITS_WITH_FINAL_CONSONANT.has(last) &&
      !(pair === '으로/로' && DIGITS_ENDING_IN_RIEUL.has(last));
    return `${word}${consonant ? afterConsonant : afterVowel}`;
  }
  return `${word}${josa(last, pair).slice(last.length)}`;
}

/**
 * The value a message interpolates where Korean puts a particle after it: the word with its
 * particle on Korean pages, the word alone on English ones (whose message has no particle).
 */
export const particleFor =
  (locale: Locale) =>
  (word: string, pair: ParticlePair): string =>
    locale === 'ko' ? withParticle(word, pair) : word;
