// The one statement a search sends. It finds, tiers, filters, sorts and pages on products_search,
// the narrow copy of what search reads (ADR 34), and reads the wide products table only for the
// rows of the page it answers. Candidates come from indexes only: names that are or start
// with the query from the b-tree indexes on the compact names (read in order, so a common prefix
// never crowds them out), everything else through the trigram indexes on the document and on the
// romanisations and 초성. Each candidate gets its tier (ADR 34):
//   0/1 exact name (shopper's language / other), 2/3 name starts with it, 4 a whole word of a name,
//   5/6 inside a name, 7 brand, keyword or all the words somewhere, 8 synonym, keyboard layout,
//   romanisation of a whole word or 초성 of a word's start or end, 9 the start of a word's
//   romanisation or 초성 elsewhere, 10 its subcategory's name,
//   11 its category's name (only when nothing matched in tiers 0-7); 12 is a candidate the index
//   gave that does not count (a romanisation inside a word) and is dropped.
// The same row carries the synonym version and whether any product's document is out of date, so
// the caller can reload or recompute and run again without a round trip of its own. Codes are
// letters and digits only, so they go into LIKE patterns as they are.
import type { SearchSort } from '@jangbogi/contracts/search';
import type { StorageTemperature } from '@jangbogi/contracts/product-information';
import type { Language } from '../../../lib/i18n/language.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { PRODUCT_COLUMNS } from '../product-rows.ts';
import type { CategoryMatch } from './categories.ts';
import { MIN_INDEXED_CODE, type QueryPlan } from './query-plan.ts';
import { rankingCtes } from './ranking.ts';

/**
 * The results page first reads up to this many matches through the trigram indexes, unordered,
 * and sorts them itself (`라면` and its synonyms: 2,600 at 100,000 products). Only a text with more
 * matches walks the rank index and stops at its cap: walking tests every row on its way (34,000
 * for `라면`), sorting costs each match once (ADR 45).
 */
const FEW = 4_000;
/** Shorter texts (`ra`, `두`) match so much that reading their matches first would not pay. */
const PROBED_CODE = 8;
/** The header box's cap (60) is reached after a short walk: it always walks. */
const PROBED_CAP = 100;

export interface SearchFilters {
  categoryId?: string;
  subcategoryId?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  onSale?: boolean;
  storage?: StorageTemperature;
}

export interface StatementWindow {
  limit: number;
  offset: number;
  /** How many candidates each source may give at most (the results page counts up to this). */
  cap: number;
}

function filterConditions(filters: SearchFilters): Prisma.Sql {
  // products_search holds live products only: no condition of its own.
  const conditions: Prisma.Sql[] = [];
  if (filters.subcategoryId)
    conditions.push(Prisma.sql`p.subcategory_id = ${filters.subcategoryId}::uuid`);
  if (filters.categoryId)
    conditions.push(
      Prisma.sql`p.subcategory_id IN (SELECT s.id FROM subcategories s WHERE s.category_id = ${filters.categoryId}::uuid)`,
    );
  if (filters.minPrice !== undefined) conditions.push(Prisma.sql`p.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) conditions.push(Prisma.sql`p.price <= ${filters.maxPrice}`);
  if (filters.inStock) conditions.push(Prisma.sql`p.in_stock`);
  if (filters.onSale) conditions.push(Prisma.sql`p.on_sale`);
  if (filters.storage)
    conditions.push(Prisma.sql`p.storage = ${filters.storage}::"StorageTemperature"`);
  return conditions.length > 0 ? Prisma.join(conditions, ' AND ') : Prisma.sql`true`;
}

/** A code of Latin letters only (`r0a0m0e0n0`, ramen). */
const LATIN_CODE = /^(?:[a-z]0)+$/;
/** A code of Hangul jamo only (`c1h3e1j1a4`, 라면). */
const HANGUL_CODE = /^(?:[a-m][1-4])+$/;

/**
 * The document (or the romanisations) contains the code. Latin letters are looked for in the
 * column's Latin letters as they are (`ramen` in search_doc_latin): the same match, but in the
 * codes every other character of a Latin word is a 0, so each of its trigrams holds one or two
 * letters, and the index reads the long lists of the commonest ones (`instantnoodles`: 30-90 ms
 * at 100,000 products, 0.5 ms in the letters). Under three letters no trigram helps: the codes.
 * Hangul of three jamo or more is looked for in the document's jamo letters (`cheja` for 라면 in
 * search_doc_jamo, one letter a jamo, so a trigram spans about a syllable) under their index,
 * and in the codes for the exact match (four jamo share a letter); strpos, which no index serves,
 * so the planner reads the letters' index alone (ADR 50).
 */
const contains = (column: 'search_doc' | 'search_alt', code: string) => {
  const letters = LATIN_CODE.test(code) ? code.replaceAll('0', '') : '';
  if (letters.length >= 3)
    return Prisma.sql`${Prisma.raw(`p.${column}_latin`)} LIKE ${`%${letters}%`}`;
  const jamo = column === 'search_doc' && HANGUL_CODE.test(code) ? code.replace(/[1-4]/g, '') : '';
  if (jamo.length >= 3)
    return Prisma.sql`(p.search_doc_jamo LIKE ${`%${jamo}%`} AND strpos(p.search_doc, ${code}) > 0)`;
  return Prisma.sql`${Prisma.raw(`p.${column}`)} LIKE ${`%${code}%`}`;
};

/** Readings other than the literal text, where the index finds them: synonyms, keyboard layouts, romanisation. */
function otherReadings(plan: QueryPlan): Prisma.Sql[] {
  return [
    ...plan.docAlternatives.map((code) => contains('search_doc', code)),
    ...plan.romanCodes.map((code) => contains('search_alt', code)),
  ];
}

/** The same readings as they count: a romanisation only from the start of a word (tteok, not ottogi's ttuk). */
function countedReadings(plan: QueryPlan): { whole: Prisma.Sql[]; starts: Prisma.Sql[] } {
  const field = Prisma.raw(`' ' || p.search_alt || ' '`);
  return {
    whole: [
      ...plan.docAlternatives.map((code) => contains('search_doc', code)),
      ...plan.romanCodes.map((code) => Prisma.sql`${field} LIKE ${`% ${code} %`}`),
    ],
    starts: plan.romanCodes.map((code) => Prisma.sql`${field} LIKE ${`% ${code}%`}`),
  };
}

/** The condition that finds candidates through the trigram indexes; null when nothing is indexable. */
function indexedMatch(plan: QueryPlan): Prisma.Sql | null {
  const alternatives: Prisma.Sql[] = [];
  if (plan.code.length >= MIN_INDEXED_CODE) alternatives.push(contains('search_doc', plan.code));
  if (plan.wordCodes.length > 0)
    alternatives.push(
      Prisma.sql`(${Prisma.join(
        plan.wordCodes.map(
          (codes) =>
            Prisma.sql`(${Prisma.join(
              codes.map((code) => contains('search_doc', code)),
              ' OR ',
            )})`,
        ),
        ' AND ',
      )})`,
    );
  alternatives.push(...otherReadings(plan));
  if (plan.initialsCode) alternatives.push(contains('search_alt', plan.initialsCode));
  return alternatives.length > 0 ? Prisma.sql`(${Prisma.join(alternatives, ' OR ')})` : null;
}

function tier(plan: QueryPlan, categories: CategoryMatch, language: Language): Prisma.Sql {
  const [first, second] =
    language === 'ko'
      ? ['p.search_name_kr', 'p.search_name_en']
      : ['p.search_name_en', 'p.search_name_kr'];
  const code = plan.code;
  const prefix = `${code}%`;
  const inside = `%${code}%`;
  const literal = code.length >= MIN_INDEXED_CODE;
  const readings = countedReadings(plan);
  return Prisma.sql`CASE
    WHEN ${Prisma.raw(first)} = ${code} THEN 0
    WHEN ${Prisma.raw(second)} = ${code} THEN 1
    WHEN ${Prisma.raw(first)} LIKE ${prefix} THEN 2
    WHEN ${Prisma.raw(second)} LIKE ${prefix} THEN 3
    WHEN ${literal} AND ' ' || p.search_words || ' ' LIKE ${`% ${code} %`} THEN 4
    WHEN ${literal} AND ${Prisma.raw(first)} LIKE ${inside} THEN 5
    WHEN ${literal} AND ${Prisma.raw(second)} LIKE ${inside} THEN 6
    WHEN ${literal} AND ${contains('search_doc', code)} THEN 7
    ${plan.wordCodes.length > 0 ? Prisma.sql`WHEN ${indexedWordsOnly(plan)} THEN 7` : Prisma.empty}
    ${readings.whole.length > 0 ? Prisma.sql`WHEN ${Prisma.join(readings.whole, ' OR ')} THEN 8` : Prisma.empty}
    ${initialsTiers(plan.initialsCode)}
    ${readings.starts.length > 0 ? Prisma.sql`WHEN ${Prisma.join(readings.starts, ' OR ')} THEN 9` : Prisma.empty}
    WHEN p.subcategory_id = ANY(${categories.subcategoryIds}::uuid[]) THEN 10
    WHEN p.subcategory_id = ANY(${categories.categorySubcategoryIds}::uuid[]) THEN 11
    ELSE 12 END`;
}

/** 초성 that begin or end a word (ㄷㅂ in 두부, 연두부) rank with the other readings; elsewhere after them. */
function initialsTiers(code: string | null): Prisma.Sql {
  if (!code) return Prisma.empty;
  const field = Prisma.raw(`' ' || p.search_alt || ' '`);
  return Prisma.sql`
    WHEN ${field} LIKE ${`% ${code}%`} OR ${field} LIKE ${`%${code} %`} THEN 8
    WHEN p.search_alt LIKE ${`%${code}%`} THEN 9`;
}

const indexedWordsOnly = (plan: QueryPlan) =>
  Prisma.join(
    plan.wordCodes.map(([literalWord]) => contains('search_doc', literalWord ?? '')),
    ' AND ',
  );

export interface StatementRequest {
  plan: QueryPlan;
  categories: CategoryMatch;
  language: Language;
  filters: SearchFilters;
  sort: SearchSort;
  window: StatementWindow;
  /**
   * Only the names that are or start with the query (tiers 0-3, from the b-trees): the header
   * box's first stage, which answers alone when it finds a full box (nothing else ranks higher).
   */
  namesOnly?: boolean;
}

/** The search statement: one row per product of the page (or one empty row), with the state. */
export function searchStatement({
  plan,
  categories,
  language,
  filters,
  sort,
  window,
  namesOnly = false,
}: StatementRequest) {
  const where = filterConditions(filters);
  const prefix = `${plan.code}%`;
  const indexed = namesOnly ? null : indexedMatch(plan);
  // Every source gives each candidate's price with its id, from the row it reads anyway: a price
  // sort places its page by them and reads only the rows at the page's prices (ranking.ts, ADR 57).
  const prefixRead = (column: string) => Prisma.sql`
    (SELECT p.id, p.price FROM products_search p
     WHERE ${where} AND p.${Prisma.raw(column)} COLLATE "C" LIKE ${prefix}
     ORDER BY p.${Prisma.raw(column)} COLLATE "C", p.list_position DESC, p.id LIMIT ${window.cap})`;
  const sources = [prefixRead('search_name_kr'), prefixRead('search_name_en')];
  // Past the cap, the candidates kept are the ones a shopper is likeliest to want, the same on
  // every database and every run. The order is products_search_rank_idx's: for a common text the
  // read walks that index and stops at the cap (`ra` matches 14,000 of 100,000 products). The
  // results page reads the matches of a longer text first (`few`, through the trigram indexes)
  // and sorts them when there are at most FEW; only past that does it walk. Each branch runs
  // behind a one-time filter on the count, so the other costs nothing. Which read is cheaper is
  // decided by the count itself, not by the planner's estimate of a LIKE (for `라면` it chose the
  // walk, testing 34,000 rows).
  const probed = indexed !== null && plan.code.length >= PROBED_CODE && window.cap >= PROBED_CAP;
  if (indexed && probed)
    sources.push(
      Prisma.sql`
    (SELECT f.id, f.price FROM few f WHERE (SELECT count(*) FROM few) <= ${FEW}
     ORDER BY f.in_stock DESC, f.sales_30d DESC, f.list_position DESC, f.id
     LIMIT ${window.cap})`,
      Prisma.sql`
    (SELECT p.id, p.price FROM products_search p
     WHERE (SELECT count(*) FROM few) > ${FEW} AND ${where} AND ${indexed}
     ORDER BY p.in_stock DESC, p.sales_30d DESC, p.list_position DESC, p.id
     LIMIT ${window.cap})`,
    );
  else if (indexed)
    sources.push(Prisma.sql`
    (SELECT p.id, p.price FROM products_search p WHERE ${where} AND ${indexed}
     ORDER BY p.in_stock DESC, p.sales_30d DESC, p.list_position DESC, p.id
     LIMIT ${window.cap})`);
  const categorySubcategories = namesOnly
    ? []
    : [...categories.subcategoryIds, ...categories.categorySubcategoryIds];
  // Each subcategory's products are read in list order from products_search_subcategory_idx and
  // the read stops at the cap: asked for all of them at once (`= ANY`), the index gives no order,
  // and every product of the subcategory was read and sorted (5,900 for 라면's at 100,000).
  if (categorySubcategories.length > 0)
    sources.push(Prisma.sql`
    (SELECT n.id, n.price FROM unnest(${categorySubcategories}::uuid[]) named(id)
     CROSS JOIN LATERAL (
       SELECT p.id, p.price, p.list_position FROM products_search p
       WHERE ${where} AND p.subcategory_id = named.id
       ORDER BY p.list_position DESC, p.id LIMIT ${window.cap}) n
     ORDER BY n.list_position DESC, n.id LIMIT ${window.cap})`);
  return Prisma.sql`
    WITH state AS (
      SELECT synonyms_version::text AS synonyms_version,
        EXISTS (SELECT 1 FROM products_search p WHERE p.stale) AS stale
      FROM search_state WHERE id = 1
    ),
    ${
      probed
        ? Prisma.sql`few AS MATERIALIZED (
      SELECT p.id, p.price, p.in_stock, p.sales_30d, p.list_position FROM products_search p
      WHERE ${where} AND ${indexed} LIMIT ${FEW + 1}),`
        : Prisma.empty
    }
    candidates AS (${Prisma.join(sources, ' UNION ')}),
    ${rankingCtes({
      tier: tier(plan, categories, language),
      // Only a category's other products (tier 11) and a romanisation inside a word or one
      // word's synonym (12) can be dropped; a named subcategory's products (10) always count.
      everyCandidateCounts:
        (namesOnly || categories.categorySubcategoryIds.length === 0) &&
        plan.romanCodes.length === 0 &&
        plan.wordCodes.length === 0,
      sort,
      language,
      limit: window.limit,
      offset: window.offset,
    })}
    SELECT s.synonyms_version, s.stale, page.total::int AS total, page.tier, ${PRODUCT_COLUMNS}
    FROM state s
    LEFT JOIN (page JOIN products p ON p.id = page.id) ON true
    ORDER BY page.position`;
}
