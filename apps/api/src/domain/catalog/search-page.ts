// The search results page: every product the header search would match (English or Korean name
// containing q, case-insensitive), names in the shopper's language that start with q first, then
// those whose other name does, then the rest, each in the shopper's language's name order, paged
// like the shop grid. The
// gram index narrows the candidates as it does for the header search (search.ts).
import { PRODUCTS_PER_PAGE, type PagedProducts } from '@jangbogi/contracts/catalog';
import type { Sql } from '../../db/sql.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { PRODUCT_COLUMNS, toProductSummary, type ProductRow } from './product-rows.ts';
import { escapeLike, nameKeysFor, queryGrams } from './search.ts';

/**
 * At most this many matches are paged (50 pages). A one-letter query can be inside most of a large
 * catalogue; nobody pages that far, and counting and sorting the matches stays cheap.
 */
export const SEARCH_PAGE_MAX_MATCHES = 50 * PRODUCTS_PER_PAGE;

export async function searchProductPage(
  sql: Sql,
  q: string,
  page: number,
  language: Language = 'en',
): Promise<PagedProducts> {
  const needle = escapeLike(q.toLowerCase());
  const contains = `%${needle}%`;
  const prefix = `${needle}%`;
  const [firstKey, secondKey] = nameKeysFor(language);
  const rows = await sql.query<ProductRow & { total: number }>(
    Prisma.sql`
    WITH matches AS (
      SELECT p.id,
        CASE WHEN ${firstKey} LIKE ${prefix} ESCAPE '\\' THEN 0
             WHEN ${secondKey} LIKE ${prefix} ESCAPE '\\' THEN 1
             ELSE 2 END AS tier,
        ${firstKey} AS key, p.list_position
      FROM products p
      WHERE p.search_grams @> ${queryGrams(q)}::text[]
        AND p.archived_at IS NULL
        AND (lower(p.name) LIKE ${contains} ESCAPE '\\' OR lower(p.name_kr) LIKE ${contains} ESCAPE '\\')
      LIMIT ${SEARCH_PAGE_MAX_MATCHES}
    ),
    ranked AS (
      SELECT id, tier, key, list_position, count(*) OVER () AS total FROM matches
      ORDER BY tier, key, list_position DESC
      LIMIT ${PRODUCTS_PER_PAGE} OFFSET ${(page - 1) * PRODUCTS_PER_PAGE}
    )
    SELECT ${PRODUCT_COLUMNS}, ranked.total::int AS total
    FROM ranked JOIN products p ON p.id = ranked.id
    ORDER BY ranked.tier, ranked.key, ranked.list_position DESC`,
    { prepare: false },
  );
  // A page past the end has no rows to carry the total; count again only then.
  const total =
    rows[0]?.total ?? (page > 1 ? (await searchProductPage(sql, q, 1, language)).total : 0);
  return {
    products: rows.map(toProductSummary),
    page,
    pages: Math.ceil(total / PRODUCTS_PER_PAGE),
    total,
  };
}
