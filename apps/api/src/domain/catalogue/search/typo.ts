// Typo tolerance: when nothing matches what was typed, the closest text of a product that the
// shopper probably meant (떡볶기 → 떡볶이, mushroon → mushrooms, sesami oil → sesame oil).
// Korean is compared jamo by jamo, so one wrong vowel or final consonant is one edit. More edits
// are allowed as the query grows; a short or nonsense query is never corrected.
import { disassemble } from 'es-hangul';
import { compact, normaliseText } from './text.ts';

/** How many edits a query of this many jamo or letters may be away from what it matches. */
export function allowedEdits(units: number): number {
  if (units < 4) return 0;
  if (units <= 7) return 1;
  if (units <= 12) return 2;
  return 3;
}

/**
 * The fewest edits that turn `query` into some beginning of `target` (what the shopper typed is
 * usually a whole word or the start of one), and how long that beginning is.
 */
export function prefixDistance(
  query: readonly string[],
  target: readonly string[],
): { edits: number; length: number } {
  let previous = Array.from({ length: target.length + 1 }, (_, j) => j);
  for (let i = 1; i <= query.length; i++) {
    const current = [i];
    for (let j = 1; j <= target.length; j++) {
      const substitution = previous[j - 1]! + (query[i - 1] === target[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  let best = { edits: Number.POSITIVE_INFINITY, length: 0 };
  for (let j = 0; j <= target.length; j++)
    // The longest beginning among the closest: mushroon is mushroom, not mushroo.
    if (previous[j]! <= best.edits) best = { edits: previous[j]!, length: j };
  return best;
}

const units = (text: string) => Array.from(disassemble(text));

export interface Correction {
  text: string;
  edits: number;
}

/**
 * The best correction of `query` among the words of `fields` (a product's names, brands,
 * keywords): runs of one to three consecutive words, compared without spaces, the matched
 * beginning extended to whole syllables. Null when none is within the allowed edits.
 */
export function correctionIn(query: string, fields: readonly string[]): Correction | null {
  const wanted = units(compact(query));
  const allowed = allowedEdits(wanted.length);
  if (allowed === 0) return null;
  let best: Correction | null = null;
  for (const field of fields) {
    const fieldWords = normaliseText(field).split(' ').filter(Boolean);
    for (let start = 0; start < fieldWords.length; start++) {
      for (let end = start + 1; end <= Math.min(fieldWords.length, start + 3); end++) {
        const span = fieldWords.slice(start, end);
        const characters = Array.from(span.join(''));
        const { edits, length } = prefixDistance(wanted, units(span.join('')));
        if (edits > allowed || (best && edits >= best.edits)) continue;
        // Whole characters up to the matched jamo, then the words as they were spaced.
        let covered = 0;
        let characterCount = 0;
        while (covered < length && characterCount < characters.length)
          covered += units(characters[characterCount++]!).length;
        best = { text: respace(span, characterCount), edits };
      }
    }
  }
  return best;
}

/** The first `count` characters of the words, with the spaces between them kept. */
function respace(wordsOfSpan: string[], count: number): string {
  const out: string[] = [];
  let left = count;
  for (const word of wordsOfSpan) {
    if (left <= 0) break;
    const taken = Array.from(word).slice(0, left);
    out.push(taken.join(''));
    left -= taken.length;
  }
  return out.join(' ');
}
