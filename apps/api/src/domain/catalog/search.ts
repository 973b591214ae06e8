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

export async function searchProducts(db: DbOrTx, q: string): Promise<ProductSummary[]> {
  const needle = escapeLike(q.toLowerCase());
  const contains = `%${needle}%`;
  const prefix = `${needle}%`;
  const rows = await db.$queryRaw<ProductRow[]>`
    SELECT ${PRODUCT_COLUMNS}
    FROM products p
    WHERE p.search_grams @> ${queryGrams(q)}::text[]
      AND p.archived_at IS NULL
      AND (lower(p.name) LIKE ${contains} ESCAPE '\\' OR lower(p.name_kr) LIKE ${contains} ESCAPE '\\')
    ORDER BY (lower(p.name) LIKE ${prefix} ESCAPE '\\' OR lower(p.name_kr) LIKE ${prefix} ESCAPE '\\') DESC,
      p.name, p.list_position DESC
    LIMIT ${SEARCH_RESULT_LIMIT}`;
  return rows.map(toProductSummary);
}
