// How search reads text, the same for a product's fields and for what the shopper typed: one
// normalised form (case, full-width letters, Unicode forms, punctuation and hyphens folded), a
// compact form without spaces (신 라면 = 신라면), and the Korean-specific readings (jamo, 초성,
// romanisation, Hangul typed on an English keyboard) that es-hangul provides.
import {
  convertHangulToQwerty,
  convertQwertyToHangul,
  disassemble,
  getChoseong,
  romanize,
} from 'es-hangul';

const HANGUL_SYLLABLE = /^[\uAC00-\uD7A3]$/u;
const CONSONANT = /^[\u3131-\u314E]$/u;
const LATIN = /^[a-z]$/;

/**
 * One character as search compares it: NFKC (full-width to plain), lower case, accents removed.
 * Hangul compatibility jamo (ㄷ, ㅂ: what a 초성 query is made of) stay as they are: NFKC would
 * turn them into conjoining jamo.
 */
export function foldCharacter(char: string): string {
  if (/^[\u3131-\u318E]$/u.test(char)) return char;
  const folded = char.normalize('NFKC').toLowerCase();
  // Accents come off Latin letters only (Hangul would fall apart into conjoining jamo).
  return /[\u00C0-\u024F]/u.test(folded) ? folded.normalize('NFD').replace(/\p{M}/gu, '') : folded;
}

/** Lower case, NFKC, and every run of anything but letters and digits made one space. */
export function normaliseText(text: string): string {
  // NFC first puts Hangul typed as separate jamo (NFD, as some systems send it) back into syllables.
  return Array.from(text.normalize('NFC'), foldCharacter)
    .join('')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export const words = (text: string): string[] => normaliseText(text).split(' ').filter(Boolean);

/** The normalised text without spaces: what substring matches compare. */
export const compact = (text: string): string => normaliseText(text).replaceAll(' ', '');

// --------------------------------------------------------------------- the index alphabet
// PostgreSQL's trigram index only sees letters and digits, and which characters count as letters
// depends on the database's locale (a libc "C" database sees none in Hangul). So every character is
// written as two ASCII characters, a letter and a digit: each Hangul jamo one code (a syllable is
// its jamo), each Latin letter itself and 0, each digit its own code. Codes never straddle: a
// pattern of whole codes matches only at code boundaries, so LIKE on the codes is exactly a
// substring match on the text, and two Hangul syllables (두부) are eight characters the index can
// serve. Initial consonants of the 초성 readings get codes of their own (digits 5-8), so a 초성
// query never matches the jamo of whole syllables.
const JAMO_FIRST = 0x3131;
const JAMO_LAST = 0x3163;
const OTHER_CODE = 'y9';

function jamoCode(jamo: string, initials: boolean): string {
  const index = jamo.codePointAt(0)! - JAMO_FIRST;
  const letter = String.fromCharCode(97 + Math.floor(index / 4));
  return `${letter}${(index % 4) + (initials ? 5 : 1)}`;
}

function characterCode(char: string): string {
  if (LATIN.test(char)) return `${char}0`;
  if (/^[0-9]$/.test(char)) return char === '0' ? 'x1' : `z${char}`;
  const point = char.codePointAt(0)!;
  if (point >= JAMO_FIRST && point <= JAMO_LAST) return jamoCode(char, false);
  return OTHER_CODE;
}

/** A compact text written in the index alphabet. */
export function encode(compactText: string): string {
  let out = '';
  for (const char of compactText) {
    if (HANGUL_SYLLABLE.test(char)) {
      for (const jamo of disassemble(char)) out += characterCode(jamo);
    } else {
      out += characterCode(char);
    }
  }
  return out;
}

/** A run of initial consonants (ㄷㅂ) written in the 초성 codes. */
export const encodeInitials = (initials: string): string =>
  Array.from(initials, (char) => jamoCode(char, true)).join('');

// --------------------------------------------------------------------- Korean readings

/** Each syllable's initial consonant (두부 → ㄷㅂ); other characters are dropped. */
export const initialsOf = (compactText: string): string =>
  getChoseong(compactText).replace(/[^\u3131-\u314E]/gu, '');

// es-hangul throws on letter sequences it cannot assemble (injeolmi read as Korean keys): such a
// reading simply does not exist.
function unlessThrown<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** True when the text is only initial consonants (ㄷㅂ, ㄲㅂㅊ). */
export const isInitialsOnly = (compactText: string): boolean =>
  compactText.length > 0 && Array.from(compactText).every((char) => CONSONANT.test(char));

/** One consonant typed again and again (ㅋㅋㅋ, ㅎㅎㅎ): laughter, not a 초성 search. */
export const isRepeatedConsonant = (compactText: string): boolean =>
  isInitialsOnly(compactText) && new Set(compactText).size === 1 && compactText.length >= 2;

/** The letters of a text as jamo (떡볶이 → ㄸㅓㄱㅂㅗㄲㅇㅣ), for edit distances. */
export const jamoOf = (compactText: string): string => disassemble(compactText);

/**
 * Romanised text folded to a key that the usual spellings share: ramyun, ramyeon → lamyun;
 * tteok, ddeok → tuk; soondubu, sundubu → suntupu; jjapagetti, jjapageti → japaketi.
 */
export function romanKey(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replaceAll('sh', 's')
    .replaceAll('ch', 'j')
    .replaceAll('eo', 'u')
    .replaceAll('oo', 'u')
    .replaceAll('ee', 'i')
    .replace(/[gdbr]/g, (c) => ({ g: 'k', d: 't', b: 'p', r: 'l' })[c] ?? c)
    .replace(/([a-z])\1+/g, '$1');
}

/**
 * The romanisation keys of a Korean word: as pronounced (진라면 → jillamyeon) and syllable by
 * syllable (jinramyeon), as shoppers and brands spell it either way.
 */
export function romanKeysOf(word: string): string[] {
  if (!/[\uAC00-\uD7A3]/u.test(word)) return [];
  // Also from each later syllable on, so naengmyun finds 물냉면 (a word's end is often a word itself).
  const characters = Array.from(word);
  const tails = characters.slice(1, -1).map((_, i) => characters.slice(i + 1).join(''));
  return [...new Set([word, ...tails].flatMap(romanKeysOfWhole))];
}

function romanKeysOfWhole(word: string): string[] {
  const syllables = Array.from(word, (char) =>
    HANGUL_SYLLABLE.test(char) ? (unlessThrown(() => romanize(char)) ?? '') : '',
  );
  const keys = new Set([
    romanKey(unlessThrown(() => romanize(word)) ?? ''),
    romanKey(syllables.join('')),
  ]);
  keys.delete('');
  return [...keys];
}

/**
 * The Hangul that letters typed with the keyboard left in English meant (rlacl → 김치), when they
 * make whole syllables only; otherwise null.
 */
export function hangulFromQwerty(compactText: string): string | null {
  if (!/^[a-z]+$/.test(compactText)) return null;
  const hangul = unlessThrown(() => convertQwertyToHangul(compactText));
  if (!hangul) return null;
  return Array.from(hangul).every((char) => HANGUL_SYLLABLE.test(char)) ? hangul : null;
}

/** The English letters that Hangul typed with the keyboard left in Korean meant (ㅡㅑㅣㅏ → milk), or null. */
export function qwertyFromHangul(compactText: string): string | null {
  if (!/^[\u3131-\u3163\uAC00-\uD7A3]+$/u.test(compactText)) return null;
  if (Array.from(compactText).some((char) => HANGUL_SYLLABLE.test(char))) return null;
  const latin = unlessThrown(() => convertHangulToQwerty(compactText))?.toLowerCase();
  return latin && /^[a-z]+$/.test(latin) ? latin : null;
}
