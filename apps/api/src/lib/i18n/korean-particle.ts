// Korean particles change with the sound the word before them ends in: 원산지가, 판매가는, but
// 상품코드가 / 카테고리 "비쌈"이. es-hangul picks them for a Hangul word; a message puts them after
// values too (a quoted cell, a number), so the last syllable or digit read aloud decides, and a
// word in Latin letters keeps both forms, as Korean software writes it: SKU이(가).
import { josa } from 'es-hangul';

type Pair = '이/가' | '은/는' | '을/를';

// Digits read aloud ending in a consonant: 영, 일, 삼, 육, 칠, 팔 (0, 1, 3, 6, 7, 8).
const DIGITS_WITH_FINAL_CONSONANT = new Set(['0', '1', '3', '6', '7', '8']);

/** `word` followed by the particle of `pair` that fits its last sound. */
export function withParticle(word: string, pair: Pair): string {
  const [afterVowel, afterConsonant] = [pair.split('/')[1], pair.split('/')[0]];
  const last = [...word].reverse().find((ch) => /[\uac00-\ud7a3A-Za-z0-9]/.test(ch));
  if (!last || /[A-Za-z]/.test(last)) return `${word}${afterConsonant}(${afterVowel})`;
  if (/[0-9]/.test(last))
    return `${word}${DIGITS_WITH_FINAL_CONSONANT.has(last) ? afterConsonant : afterVowel}`;
  return `${word}${josa(last, pair).slice(last.length)}`;
}
