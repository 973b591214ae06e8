// Korean particles change with the sound the word before them ends in: 원산지가, 판매가는, but
// 상품코드가 / 카테고리 "비쌈"이. es-hangul picks them for a Hangul syllable; a text puts them after
// values too (a quoted cell, a number, an email address, an order number), so the last letter or
// digit decides as it is read aloud: 3 is 삼 (3이), 2 is 이 (2가), m is 엠 (…com으로), r is 알
// (…kr로). A closing parenthesis after a space is read through: 소재지 (수입품 포함)를 follows
// 소재지; alert(1)은 is read to its end.
import { josa } from 'es-hangul';

export type ParticlePair = '이/가' | '은/는' | '을/를' | '으로/로' | '와/과';

// How each digit and Latin letter is read, as one syllable with the same final sound.
const DIGIT_READINGS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const LETTER_READINGS: Record<string, string> = {
  l: '엘',
  m: '엠',
  n: '엔',
  r: '알',
};
/** Every other Latin letter's name ends in a vowel (에이, 비, 씨, … 에스, 엑스). */
const VOWEL_ENDING = '이';

const lastLetter = (word: string) =>
  [...word.replace(/\s+\([^()]*\)\s*$/, '')]
    .reverse()
    .find((ch) => /[\uac00-\ud7a3A-Za-z0-9]/.test(ch));

function lastSound(word: string): string | null {
  const last = lastLetter(word);
  if (!last) return null;
  if (/[0-9]/.test(last)) return DIGIT_READINGS[Number(last)] ?? null;
  if (/[A-Za-z]/.test(last)) return LETTER_READINGS[last.toLowerCase()] ?? VOWEL_ENDING;
  return last;
}

/**
 * How a word ending in a Latin letter takes its particle: `read` as the letter's name is read
 * (an email address, a code: …com으로), or with `both` forms, as Korean software writes it after a
 * word it cannot read (a shopper's search "tofu" becomes tofu을(를)).
 */
export type LatinEnding = 'read' | 'both';

/** `word` followed by the particle of `pair` that fits its last sound. */
export function withParticle(
  word: string,
  pair: ParticlePair,
  latin: LatinEnding = 'read',
): string {
  if (latin === 'both' && /[A-Za-z]/.test(lastLetter(word) ?? '')) {
    const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
    return `${word}${afterConsonant}(${afterVowel})`;
  }
  const sound = lastSound(word);
  if (!sound) return `${word}${pair.split('/')[1]}`;
  return `${word}${josa(sound, pair).slice(sound.length)}`;
}

// A message written for any word marks its particle with both forms, as Korean software does
// ("{label}을(를)", "{email}(으)로"); placeParticles picks the one the text before it takes.
const MARKED: readonly [RegExp, ParticlePair][] = [
  [/을\(를\)|를\(을\)/g, '을/를'],
  [/이\(가\)|가\(이\)/g, '이/가'],
  [/은\(는\)|는\(은\)/g, '은/는'],
  [/\(으\)로/g, '으로/로'],
  [/와\(과\)|과\(와\)/g, '와/과'],
];

/** A text with every double particle ("을(를)", "(으)로") replaced by the one that fits. */
export function placeParticles(text: string): string {
  let result = text;
  for (const [marker, pair] of MARKED) {
    result = result.replace(marker, (_match, offset: number, whole: string) => {
      const before = whole.slice(0, offset);
      return withParticle(before, pair).slice(before.length);
    });
  }
  return result;
}

/**
 * The value a message interpolates where Korean puts a particle after it: the word with its
 * particle in Korean, the word alone in English (whose message has no particle). For words a
 * shopper typed, so a word in Latin letters keeps both forms.
 */
export const particleFor =
  (language: 'en' | 'ko') =>
  (word: string, pair: ParticlePair): string =>
    language === 'ko' ? withParticle(word, pair, 'both') : word;
