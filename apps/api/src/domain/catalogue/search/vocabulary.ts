// The search vocabulary (ADR 60): every run of one to three consecutive words of the live
// products' names, brands and keywords, once each, with a trigram index on its code. The typo
// stage looks for what the shopper meant among these few thousand rows rather than among the
// products' documents, whose trigrams nearly every product shares (a term suggester's dictionary).
// Written with each document (refresh.ts, the generated load); words that no live product uses
// any more leave at the next housekeeping pass, which also fills the table of a shop that had
// products before it existed.
import type { Sql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { SearchSource } from './document.ts';
import { encode, words as wordsOf } from './text.ts';

/** The longest run of words a correction replaces (sesame oil, 진라면 순한맛 in two words). */
const LONGEST_RUN = 3;
/** How many live products the housekeeping pass reads at a time. */
const SYNC_BATCH = 5_000;

/** A product's text as search reads it: its document's source but for the pack size. */
export type TermSource = Omit<SearchSource, 'weight'>;

/** A product's row as the text is read from it (here and in refresh.ts). */
export interface TextRow {
  id: string;
  name: string;
  name_kr: string;
  brand: string | null;
  brand_kr: string | null;
  search_keywords: string[];
}

export const textOf = (row: TextRow): TermSource => ({
  name: row.name,
  nameKr: row.name_kr,
  brand: row.brand,
  brandKr: row.brand_kr,
  keywords: row.search_keywords,
});

/** A product's fields split into their normalised words (an absent brand has none). */
export interface FieldWords {
  nameKr: string[];
  name: string[];
  brand: string[];
  brandKr: string[];
  keywords: string[][];
}

export const fieldWordsOf = (source: TermSource): FieldWords => ({
  nameKr: wordsOf(source.nameKr),
  name: wordsOf(source.name),
  brand: source.brand ? wordsOf(source.brand) : [],
  brandKr: source.brandKr ? wordsOf(source.brandKr) : [],
  keywords: source.keywords.filter(Boolean).map(wordsOf),
});

/**
 * The runs of words of a product's fields, normalised. A word with a digit (300g, No.2, 1++)
 * ends a run: a wrong number is another pack, not a typo, and sizes times names would make the
 * vocabulary as large as the catalogue.
 */
export const termsOf = (source: TermSource): string[] => termsOfWords(fieldWordsOf(source));

/** termsOf for fields already split into their words (document.ts has them). */
export function termsOfWords(words: FieldWords): string[] {
  const fields = [words.nameKr, words.name, words.brand, words.brandKr, ...words.keywords];
  const terms = new Set<string>();
  for (const fieldWords of fields)
    for (const run of wordRuns(fieldWords))
      for (let start = 0; start < run.length; start++)
        for (let end = start + 1; end <= Math.min(run.length, start + LONGEST_RUN); end++)
          terms.add(run.slice(start, end).join(' '));
  return [...terms];
}

/** The field's words split at every word with a digit, which no run includes. */
function wordRuns(fieldWords: string[]): string[][] {
  const runs: string[][] = [[]];
  for (const word of fieldWords) {
    if (/\p{N}/u.test(word)) runs.push([]);
    else runs.at(-1)!.push(word);
  }
  return runs.filter((run) => run.length > 0);
}

const codeOf = (term: string) => encode(term.replaceAll(' ', ''));

/**
 * Adds the terms the vocabulary lacks. In the order of their codes: two writers adding some of
 * the same terms at once then wait for each other in one order, never in a deadlock.
 */
export async function saveTerms(sql: Sql, terms: Iterable<string>): Promise<void> {
  const byCode = new Map<string, string>();
  for (const term of terms) byCode.set(codeOf(term), term);
  if (byCode.size === 0) return;
  const codes = [...byCode.keys()].sort();
  await sql.execute(Prisma.sql`
    INSERT INTO search_terms (code, text)
    SELECT * FROM unnest(${codes}::text[], ${codes.map((code) => byCode.get(code)!)}::text[])
    ON CONFLICT (code) DO NOTHING`);
}

/**
 * Makes the vocabulary the terms of the live products: adds the missing, removes the rest.
 * Answers how many terms it removed.
 */
export async function syncSearchTerms(sql: Sql): Promise<number> {
  const live = new Set<string>();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await sql.query<TextRow>(Prisma.sql`
      SELECT p.id::text AS id, p.name, p.name_kr, p.brand, p.brand_kr, p.search_keywords
      FROM products p
      WHERE p.archived_at IS NULL AND p.id > ${after}::uuid
      ORDER BY p.id
      LIMIT ${SYNC_BATCH}`);
    for (const row of rows) for (const term of termsOf(textOf(row))) live.add(term);
    if (rows.length < SYNC_BATCH) break;
    after = rows.at(-1)!.id;
  }
  await saveTerms(sql, live);
  const codes = [...live].map(codeOf);
  // A product renamed during the pass may lose its new words until the next one: a correction
  // missed for an hour, never a wrong one.
  return sql.execute(Prisma.sql`
    DELETE FROM search_terms WHERE code NOT IN (SELECT unnest(${codes}::text[]))`);
}

/**
 * How similar (pg_trgm word similarity of the codes) a term must be to what was typed: pg_trgm's
 * default threshold for `<%`, which the index read uses. The statement asks it again, so a server
 * set to a lower threshold reads more rows but answers the same; one set higher offers fewer
 * corrections. Setting it per read would take a transaction: three more round trips a typo.
 */
const TERM_SIMILARITY = 0.6;
/** The nearest terms compared in full; near terms beyond these are further variants of them. */
const NEAREST_TERMS = 100;

/** The terms nearest to a compact query's code, nearest first. */
export async function nearestTerms(sql: Sql, code: string): Promise<string[]> {
  const rows = await sql.query<{ text: string }>(Prisma.sql`
    SELECT t.text FROM search_terms t
    WHERE ${code} <% t.code AND word_similarity(${code}, t.code) >= ${TERM_SIMILARITY}
    ORDER BY word_similarity(${code}, t.code) DESC, t.text
    LIMIT ${NEAREST_TERMS}`);
  return rows.map((row) => row.text);
}
