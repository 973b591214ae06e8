// Product search for the header box. products.search_grams holds every 1- and 2-character
// piece of lower(name || ' ' || name_kr) under a GIN index, so `search_grams @> grams(q)`
// narrows the candidates through the index (also for two-syllable Korean words like 두부,
// which trigram indexes cannot serve); LIKE then checks the real substring in either name.
import { SEARCH_RESULT_LIMIT, type ProductSummary } from '@jangbogi/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { PRODUCT_COLUMNS, toProductSummary, type ProductRow } from './product-rows.ts';

/** The grams the index must contain: all 2-grams of the text, or the text itself when it is one character. */
export function queryGrams(text: string): string[] {
  const chars = Array.from(text.toLowerCase());
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const gram = `${chars[i]}${chars[i + 1]}`;
    if (!/^\s+$/.test(gram)) grams.add(gram);
  }
  return [...grams];
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How many matching rows are ranked at most. A one- or two-letter query can match most of a
 * large catalogue; ranking every match to show six made short queries slow, and a shopper who
 * typed two letters is served as well by the best six of the first few hundred matches.
 */
export const SEARCH_CANDIDATE_LIMIT = 400;

export async function searchProducts(db: DbOrTx, q: string): Promise<ProductSummary[]> {
  const needle = escapeLike(q.toLowerCase());
  const contains = `%${needle}%`;
  const prefix = `${needle}%`;
  // Rank on the bare columns first and build the full rows (with their image) for the six only.
  const rows = await db.$queryRaw<ProductRow[]>`
    SELECT ${PRODUCT_COLUMNS}
    FROM (
      SELECT c.id, c.starts_with, c.name, c.list_position
      FROM (
        SELECT p.id, p.name, p.list_position,
          (lower(p.name) LIKE ${prefix} ESCAPE '\\' OR lower(p.name_kr) LIKE ${prefix} ESCAPE '\\') AS starts_with
        FROM products p
        WHERE p.search_grams @> ${queryGrams(q)}::text[]
          AND p.archived_at IS NULL
          AND (lower(p.name) LIKE ${contains} ESCAPE '\\' OR lower(p.name_kr) LIKE ${contains} ESCAPE '\\')
        LIMIT ${SEARCH_CANDIDATE_LIMIT}
      ) c
      ORDER BY c.starts_with DESC, c.name, c.list_position DESC
      LIMIT ${SEARCH_RESULT_LIMIT}
    ) top
    JOIN products p ON p.id = top.id
    ORDER BY top.starts_with DESC, top.name, top.list_position DESC`;
  return rows.map(toProductSummary);
}
