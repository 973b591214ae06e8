// The categories and subcategories a query names (채소, drinks, 음료), for the header box and the
// results page. The shop has tens of them: each instance keeps them for a few seconds and matches
// in memory, with the same readings as the product search.
import { SEARCH_CATEGORY_LIMIT, type SearchCategoryHit } from '@jangbogi/contracts/search';
import type { Sql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { highlightNames, type HighlightTerms } from './highlight.ts';
import { compact, initialsOf } from './text.ts';

export interface CategoryRow {
  id: string;
  kind: 'category' | 'subcategory';
  name: string;
  name_kr: string | null;
  category_id: string | null;
}

const KEEP_MS = 5_000;
// Kept per database the process talks to (one in the shop; several in tests and the bench).
const kept = new WeakMap<Sql, { rows: CategoryRow[]; at: number }>();

/** Every live category and subcategory, in the order the answers list them. */
export const CATEGORY_ROWS_SQL = Prisma.sql`
    SELECT c.id::text AS id, 'category' AS kind, c.name, c.name_kr, NULL AS category_id, c.sort_order, 0 AS level
    FROM categories c WHERE c.archived_at IS NULL
    UNION ALL
    SELECT s.id::text, 'subcategory', s.name, s.name_kr, s.category_id::text, s.sort_order, 1
    FROM subcategories s JOIN categories c ON c.id = s.category_id
    WHERE s.archived_at IS NULL AND c.archived_at IS NULL
    ORDER BY level, sort_order, name`;

export async function categoryRows(sql: Sql): Promise<CategoryRow[]> {
  const copy = kept.get(sql);
  if (copy && Date.now() - copy.at < KEEP_MS) return copy.rows;
  const rows = await sql.query<CategoryRow>(CATEGORY_ROWS_SQL);
  kept.set(sql, { rows, at: Date.now() });
  return rows;
}

export interface CategoryMatch {
  /** Subcategories whose name matches: their products rank after every other reading. */
  subcategoryIds: string[];
  /** Subcategories of the categories whose name matches: their products come last, and only when nothing matched by name, brand or keyword. */
  categorySubcategoryIds: string[];
}

/**
 * The subcategories a query names among `rows` (categoryRows), directly or through its category
 * (names contain the text).
 */
export function categoryMatch(
  rows: readonly CategoryRow[],
  texts: readonly string[],
): CategoryMatch {
  const wanted = texts.map(compact).filter((text) => text.length > 1);
  const match: CategoryMatch = { subcategoryIds: [], categorySubcategoryIds: [] };
  if (wanted.length === 0) return match;
  const named = (row: CategoryRow) =>
    [row.name, row.name_kr ?? '']
      .map(compact)
      .some((name) => name && wanted.some((text) => name.includes(text)));
  const categories = new Set(
    rows.filter((row) => row.kind === 'category' && named(row)).map((row) => row.id),
  );
  for (const row of rows) {
    if (row.kind !== 'subcategory') continue;
    if (named(row)) match.subcategoryIds.push(row.id);
    else if (row.category_id && categories.has(row.category_id))
      match.categorySubcategoryIds.push(row.id);
  }
  return match;
}

export async function matchingCategories(
  sql: Sql,
  texts: readonly string[],
  initials: string | null,
  highlight: HighlightTerms,
): Promise<SearchCategoryHit[]> {
  const wanted = texts.map(compact).filter((text) => text.length > 0);
  if (wanted.length === 0 && !initials) return [];
  const rank = (row: CategoryRow): number => {
    const names = [row.name, row.name_kr ?? ''].map(compact).filter(Boolean);
    if (names.some((name) => wanted.includes(name))) return 0;
    if (names.some((name) => wanted.some((text) => name.startsWith(text)))) return 1;
    if (names.some((name) => wanted.some((text) => text.length > 1 && name.includes(text))))
      return 2;
    if (
      initials &&
      initials.length > 1 &&
      initialsOf(compact(row.name_kr ?? '')).includes(initials)
    )
      return 3;
    return -1;
  };
  return (await categoryRows(sql))
    .map((row) => ({ row, rank: rank(row) }))
    .filter(({ rank: found }) => found >= 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SEARCH_CATEGORY_LIMIT)
    .map(({ row }) => ({
      _id: row.id,
      kind: row.kind,
      name: row.name,
      name_kr: row.name_kr,
      category_id: row.category_id,
      highlight: highlightNames(row, highlight),
    }));
}
