// Product search for the header box. Names that start with the query are read in order from
// b-tree indexes on lower(name) and lower(name_kr) in "C" (byte) order, the only order in which
// LIKE 'q%' is a range on a b-tree whatever the database's collation. Other matches:
// products.search_grams holds every 1- and 2-character piece of lower(name || ' ' || name_kr)
// under a GIN index, so `search_grams @> grams(q)` narrows the candidates through the index (also
// for two-syllable Korean words like 두부, which trigram indexes cannot serve); LIKE then checks the
// substring.
import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { SEARCH_RESULT_LIMIT } from '@jangbogi/contracts/search';
import type { Sql } from '../../db/sql.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { Prisma } from '../../generated/prisma/client.ts';
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
 * How many rows that contain the query without starting with it are ranked at most. A one- or
 * two-letter query can be inside most of a large catalogue; names that start with the query are
 * read apart from these, in order, from their own indexes, so this cut can never drop them.
 */
export const SEARCH_CANDIDATE_LIMIT = 400;

// The names as searched and ranked: lower-cased in the column's own collation (as the database
// folds case), then compared as bytes, i.e. by code point (Hangul syllables in 가나다 order). The
// prefix indexes are built on exactly these expressions (ADR 0002); the ranking is therefore the
// same on a builtin C.UTF-8, a libc en_US.UTF-8 or an ICU database.
const NAME_KEY = Prisma.raw('lower(p.name) COLLATE "C"');
const NAME_KR_KEY = Prisma.raw('lower(p.name_kr) COLLATE "C"');

/** The shopper's language's name key first: Korean pages rank and sort by the Korean name. */
export function nameKeysFor(language: Language): [first: Prisma.Sql, second: Prisma.Sql] {
  return language === 'ko' ? [NAME_KR_KEY, NAME_KEY] : [NAME_KEY, NAME_KR_KEY];
}

/**
 * The statement searchProducts sends: up to six products whose English or Korean name contains q.
 * Names that start with q come first: those in the shopper's language (rank 0) before those in
 * the other one (rank 1), each in name order, read from the b-tree index on their key. Only when
 * there are fewer than six of those are other matches looked up through the gram index. Exported
 * so that the query plan test and the benchmark's floor and plans run this very statement.
 */
export function searchQuery(q: string, language: Language = 'en'): Prisma.Sql {
  const needle = escapeLike(q.toLowerCase());
  const contains = `%${needle}%`;
  const prefix = `${needle}%`;
  const [firstKey, secondKey] = nameKeysFor(language);
  return Prisma.sql`
    WITH prefixed AS (
      (SELECT p.id, 0 AS rank, ${firstKey} AS key, p.list_position FROM products p
       WHERE p.archived_at IS NULL AND ${firstKey} LIKE ${prefix} ESCAPE '\\'
       ORDER BY ${firstKey}, p.list_position DESC LIMIT ${SEARCH_RESULT_LIMIT})
      UNION ALL
      (SELECT p.id, 1 AS rank, ${secondKey} AS key, p.list_position FROM products p
       WHERE p.archived_at IS NULL AND ${secondKey} LIKE ${prefix} ESCAPE '\\'
       ORDER BY ${secondKey}, p.list_position DESC LIMIT ${SEARCH_RESULT_LIMIT})
    ),
    starts AS (
      SELECT id, rank, key, list_position
      FROM (SELECT DISTINCT ON (id) * FROM prefixed ORDER BY id, rank) best_name_of_each
      ORDER BY rank, key, list_position DESC
      LIMIT ${SEARCH_RESULT_LIMIT}
    ),
    inside AS (
      SELECT c.id, c.key, c.list_position
      FROM (
        SELECT p.id, ${firstKey} AS key, p.list_position FROM products p
        WHERE p.search_grams @> ${queryGrams(q)}::text[]
          AND p.archived_at IS NULL
          AND (${NAME_KEY} LIKE ${contains} ESCAPE '\\' OR ${NAME_KR_KEY} LIKE ${contains} ESCAPE '\\')
          AND NOT (${NAME_KEY} LIKE ${prefix} ESCAPE '\\' OR ${NAME_KR_KEY} LIKE ${prefix} ESCAPE '\\')
        LIMIT ${SEARCH_CANDIDATE_LIMIT}
      ) c
      WHERE (SELECT count(*) FROM starts) < ${SEARCH_RESULT_LIMIT}
      ORDER BY c.key, c.list_position DESC
      LIMIT ${SEARCH_RESULT_LIMIT}
    ),
    top AS (
      SELECT id, 0 AS tier, rank, key, list_position FROM starts
      UNION ALL
      SELECT id, 1 AS tier, 0 AS rank, key, list_position FROM inside
      ORDER BY tier, rank, key, list_position DESC
      LIMIT ${SEARCH_RESULT_LIMIT}
    )
    SELECT ${PRODUCT_COLUMNS}
    FROM top JOIN products p ON p.id = top.id
    ORDER BY top.tier, top.rank, top.key, top.list_position DESC`;
}

export async function searchProducts(
  sql: Sql,
  q: string,
  language: Language = 'en',
): Promise<ProductSummary[]> {
  const rows = await sql.query<ProductRow>(searchQuery(q, language), { prepare: false });
  return rows.map(toProductSummary);
}
