// A product's search document: the columns the search statement matches and ranks on, computed
// here because SQL cannot take Hangul apart into jamo. Every column is text in the index alphabet
// (text.ts), fields separated by spaces so that no match runs from one field into the next.
import { encode, encodeInitials, initialsOf, romanKeysOf } from './text.ts';
import { fieldWordsOf, termsOfWords } from './vocabulary.ts';

export interface SearchSource {
  name: string;
  nameKr: string;
  brand: string | null;
  brandKr: string | null;
  keywords: readonly string[];
  weight: string | null;
}

export interface SearchDocument {
  /** The Korean name, compact (exact and prefix matches). */
  nameKr: string;
  /** The English name, compact. */
  nameEn: string;
  /** Each word of both names (whole-word matches). */
  words: string;
  /** Names, brands and keywords: what a literal query matches. */
  doc: string;
  /** Romanisations of the Korean words, and 초성 of the Korean name and brand. */
  alt: string;
  /** Grams or millilitres over 100 (or pieces) in the pack, for the unit price sort; null when unreadable. */
  unitBasis: number | null;
  /** The runs of words the search vocabulary holds for this product (vocabulary.ts). */
  terms: string[];
}

// A large load repeats the same words (a generated catalogue's variants, a brand on many
// products): each word is encoded, romanised and read for its 초성 once, and each field is
// normalised once.
const MEMO_LIMIT = 50_000;
const memo = new Map<string, { code: string; romans: string[]; initials: string }>();
function wordReading(word: string) {
  let reading = memo.get(word);
  if (!reading) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    reading = {
      code: encode(word),
      romans: romanKeysOf(word).map(encode),
      initials: encodeInitials(initialsOf(word)),
    };
    memo.set(word, reading);
  }
  return reading;
}

/** The words' codes run together: the compact field in the index alphabet. */
const codeOf = (fieldWords: string[]) => fieldWords.map((word) => wordReading(word).code).join('');
/** 초성 are read syllable by syllable, so a field's are its words' run together. */
const initialsCodeOf = (fieldWords: string[]) =>
  fieldWords.map((word) => wordReading(word).initials).join('');

export function searchDocument(source: SearchSource): SearchDocument {
  const fields = fieldWordsOf(source);
  const { nameKr, name, brand, brandKr, keywords } = fields;
  const doc = [nameKr, name, brand, brandKr, ...keywords].map(codeOf).filter(Boolean);
  const koreanWords = [nameKr, brandKr, ...keywords].flat();
  const alt = [
    ...koreanWords.flatMap((word) => wordReading(word).romans),
    // 초성 of the whole name (ㅂㅊㅇㄷㅂ, across words) and of each word (ㄷㅂ for 두부).
    initialsCodeOf(nameKr),
    initialsCodeOf(brandKr),
    ...nameKr.map((word) => wordReading(word).initials),
  ].filter(Boolean);
  return {
    nameKr: codeOf(nameKr),
    nameEn: codeOf(name),
    words: [...nameKr, ...name].map((word) => wordReading(word).code).join(' '),
    doc: [...new Set(doc)].join(' '),
    alt: [...new Set(alt)].join(' '),
    unitBasis: unitBasis(source.weight),
    terms: termsOfWords(fields),
  };
}

const UNIT_FACTORS: Record<string, [factor: number, per: number]> = {
  g: [1, 100],
  kg: [1000, 100],
  ml: [1, 100],
  l: [1000, 100],
};

/**
 * How many units the unit price is per (가격표시제): 100 g or 100 ml for most food, one piece for
 * counted goods. "120g x 5" is 6 (600 g), "1.5kg" 15, "30 sheets" 30, "1 ea" 1.
 */
export function unitBasis(weight: string | null): number | null {
  if (!weight) return null;
  const match = /^\s*([\d.]+)\s*([a-z]+)?(?:\s*[x×*]\s*(\d+))?/i.exec(weight.replaceAll(',', ''));
  if (!match) return null;
  const amount = Number(match[1]) * Number(match[3] ?? 1);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const unit = (match[2] ?? 'ea').toLowerCase();
  const factor = UNIT_FACTORS[unit];
  return factor ? (amount * factor[0]) / factor[1] : amount;
}
