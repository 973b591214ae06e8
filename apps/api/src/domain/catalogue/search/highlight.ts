// Which parts of a shown name matched, as [start, end) in UTF-16 code units of the name as stored:
// the query compared as search compares it (case, width, spaces and punctuation folded), its
// synonyms and Hangul readings, or the syllables whose initial consonants a 초성 query gave.
import type { NameHighlights, TextRange } from '@jangbogi/contracts/search';
import { getChoseong } from 'es-hangul';
import { compact, foldCharacter } from './text.ts';

interface Folded {
  text: string;
  /** For each character of `text`, where its source character starts and ends in the original. */
  spans: [number, number][];
}

function fold(original: string, reading: (char: string) => string): Folded {
  let text = '';
  const spans: [number, number][] = [];
  let offset = 0;
  for (const char of original) {
    const end = offset + char.length;
    for (const piece of reading(char)) {
      text += piece;
      spans.push([offset, end]);
    }
    offset = end;
  }
  return { text, spans };
}

const searchReading = (char: string) => foldCharacter(char).replace(/[^\p{L}\p{N}]/gu, '');
const initialReading = (char: string) => (/^[\uAC00-\uD7A3]$/u.test(char) ? getChoseong(char) : '');

function rangesIn(folded: Folded, needles: readonly string[]): TextRange[] {
  const ranges: TextRange[] = [];
  for (const needle of needles) {
    if (!needle) continue;
    let from = folded.text.indexOf(needle);
    while (from !== -1) {
      const last = from + Array.from(needle).length - 1;
      ranges.push([
        folded.spans[from]![0],
        folded.spans[Math.min(last, folded.spans.length - 1)]![1],
      ]);
      from = folded.text.indexOf(needle, from + 1);
    }
  }
  return merge(ranges);
}

function merge(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

export interface HighlightTerms {
  /** Compact texts to mark wherever they occur. */
  texts: readonly string[];
  /** A 초성 query: mark the syllables whose initials spell it. */
  initials: string | null;
}

export function highlightTerms(texts: readonly string[], initials: string | null): HighlightTerms {
  return { texts: [...new Set(texts.map(compact).filter(Boolean))], initials };
}

export function highlightText(original: string, terms: HighlightTerms): TextRange[] {
  const ranges = rangesIn(fold(original, searchReading), terms.texts);
  if (terms.initials) ranges.push(...rangesIn(fold(original, initialReading), [terms.initials]));
  return merge(ranges);
}

export function highlightNames(
  names: { name: string; name_kr: string | null },
  terms: HighlightTerms,
): NameHighlights {
  return {
    name: highlightText(names.name, terms),
    name_kr: names.name_kr ? highlightText(names.name_kr, terms) : [],
  };
}
