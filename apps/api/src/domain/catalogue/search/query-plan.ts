// What one typed query is looked for as: the text itself (matched and ranked in tiers against the
// names, then anywhere in the document), its words one by one, and the other readings that rank
// after the literal ones: synonyms, Hangul typed on an English keyboard (and the reverse),
// romanisation, 초성.
import type { SynonymTable } from './synonyms.ts';
import {
  compact,
  encode,
  encodeInitials,
  hangulFromQwerty,
  isInitialsOnly,
  isRepeatedConsonant,
  qwertyFromHangul,
  romanKey,
  words,
} from './text.ts';

export interface QueryPlan {
  /** The query, compact (spaces and punctuation gone), as typed. */
  text: string;
  /** The compact query in the index alphabet. */
  code: string;
  /** Codes of each word of a query of several words (all must be found), with its synonyms. */
  wordCodes: string[][];
  /** Other readings matched in the document (synonyms, keyboard layouts). */
  docAlternatives: string[];
  /** Romanisation keys, matched at the start of a word's romanisation (search_alt). */
  romanCodes: string[];
  /** The synonym terms looked for, for highlighting. */
  synonymTerms: string[];
  /** The query read as Hangul (typed on an English keyboard), for highlighting. */
  hangul: string | null;
  /** True when the query is only initial consonants (ㄷㅂ). */
  initials: boolean;
  /** The 초성 query in its codes, or null. */
  initialsCode: string | null;
}

/** Below three characters of the index alphabet, a trigram index cannot help: names are read by prefix only. */
export const MIN_INDEXED_CODE = 3;
/** Romanised queries shorter than this match too much by accident (tea, pie). */
const MIN_ROMAN_TEXT = 4;

const codesOf = (terms: Iterable<string>) =>
  [...new Set([...terms].map((term) => encode(compact(term))))].filter(
    (code) => code.length >= MIN_INDEXED_CODE,
  );

export function planQuery(query: string, synonyms: SynonymTable): QueryPlan {
  const text = compact(query);
  const code = encode(text);
  const queryWords = words(query);
  const synonymTerms = new Set(synonyms.expansions.get(text) ?? []);
  const wordCodes =
    queryWords.length > 1
      ? queryWords.map((word) => {
          const wordSynonyms = synonyms.expansions.get(word) ?? [];
          for (const term of wordSynonyms) synonymTerms.add(term);
          return codesOf([word, ...wordSynonyms]);
        })
      : [];
  const hangul = hangulFromQwerty(text);
  const latin = qwertyFromHangul(text);
  const initials = isInitialsOnly(text) && text.length >= 2 && !isRepeatedConsonant(text);
  const romanCodes: string[] = [];
  if (/^[a-z]+$/.test(text) && text.length >= MIN_ROMAN_TEXT) {
    const key = romanKey(text);
    if (key.length >= MIN_INDEXED_CODE / 2) romanCodes.push(encode(key));
  }
  return {
    text,
    code,
    // A word without any indexable reading cannot narrow the search: the words are then not used.
    wordCodes: wordCodes.every((codes) => codes.length > 0) ? wordCodes : [],
    docAlternatives: codesOf([
      ...(synonyms.expansions.get(text) ?? []),
      ...(hangul ? [hangul] : []),
      ...(latin ? [latin] : []),
    ]).filter((alternative) => alternative !== code),
    romanCodes,
    synonymTerms: [...synonymTerms],
    hangul,
    initials,
    initialsCode: initials ? encodeInitials(text) : null,
  };
}
