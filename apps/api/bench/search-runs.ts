// The header search in `pnpm bench`: on the bench's own database (builtin C.UTF-8 collation, which
// the planner treats like C) and on a second one created with a libc collation, as managed
// PostgreSQL services create theirs (en_US.UTF-8), where a b-tree in the database's collation
// cannot serve LIKE 'q%'. Each database has its own API and floor.
import { compare, type Comparison, type Target } from './compare.ts';

// One-connection searches by class: Latin and Hangul, two letters, a word, a prefix, a phrase,
// and the readings of ADR 34: spacing, 초성, English keyboard, romanisation, synonym, a typo
// (searched again as corrected) and nonsense (every stage runs and finds nothing).
export const SEARCHES = [
  'ra',
  'to',
  'shin',
  'ramyun',
  'tofu',
  'shin ramyun',
  '두부',
  '라면',
  '김치',
  '신라',
  '비비고',
  '신 라면',
  'ㄷㅂ',
  'rlacl',
  'soondubu',
  '계란',
  '떡볶기',
  'asdfgh',
];
// Also under 50 connections (the header box while many shoppers type).
export const BUSY_SEARCHES = ['ramyun', '라면'];
/** The results page with a filter and a sort, one connection. */
export const RESULTS_PAGE =
  '/api/products/search/results?q=%EB%9D%BC%EB%A9%B4&in_stock=true&sort=price_asc';

/** The database the libc-collated search runs use, beside the bench's own. */
export const LIBC_DATABASE = 'jangbogi_libc';

const searchPath = (q: string) => `/api/products/search?q=${encodeURIComponent(q)}`;

/** The searches under many connections, and the results page with a filter. */
export async function busySearches(apiUrl: string, floorUrl: string): Promise<Comparison[]> {
  const results: Comparison[] = [];
  for (const q of BUSY_SEARCHES)
    results.push(
      await compare(`search '${q}'`, apiUrl, floorUrl, () => searchPath(q), {
        kind: 'rps',
        min: 1_000,
      }),
    );
  results.push(
    await compare(
      "results page '라면', in stock, by price (1 conn)",
      apiUrl,
      floorUrl,
      () => RESULTS_PAGE,
      { kind: 'p95', maxMs: 30 },
      1,
    ),
  );
  return results;
}

/**
 * A shopper typing in the header box: one request at a time, what the search itself costs.
 * `where` names the database in each case's name when it is not the bench's own.
 */
export async function typedSearches(
  apiUrl: string,
  floorUrl: string,
  where = '',
): Promise<Comparison[]> {
  const results: Comparison[] = [];
  for (const q of SEARCHES) {
    const kind = /[\uac00-\ud7a3]/.test(q) ? 'Hangul' : 'Latin';
    const target: Target | undefined =
      Array.from(q).length >= 2 ? { kind: 'p95', maxMs: 10 } : undefined;
    const name = `search '${q}' (${kind}, ${Array.from(q).length} chars, 1 conn${where})`;
    results.push(await compare(name, apiUrl, floorUrl, () => searchPath(q), target, 1));
  }
  return results;
}
