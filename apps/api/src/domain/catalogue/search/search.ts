// One search for the header box (6 answers and the matching categories) and the results page
// (18 a page, filters and sorts, "did you mean"). See statement.ts for the matching and ranking.
import { PRODUCTS_PER_PAGE, type ProductSummary } from '@jangbogi/contracts/catalog';
import {
  SEARCH_RESULT_LIMIT,
  type SearchHit,
  type SearchPage,
  type SearchResult,
  type SearchSort,
} from '@jangbogi/contracts/search';
import type { Sql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import { PRODUCT_COLUMNS, toProductSummary, type ProductRow } from '../product-rows.ts';
import { headerAnswers } from './answer-cache.ts';
import { categoryMatch, categoryRows, matchingCategories, type CategoryRow } from './categories.ts';
import { highlightNames, highlightTerms, type HighlightTerms } from './highlight.ts';
import { headerSearchId, laterPageSearchId, recordSearch } from './log.ts';
import { planQuery, type QueryPlan } from './query-plan.ts';
import { refreshSearchDocuments } from './refresh.ts';
import { searchStatement, type SearchFilters, type StatementWindow } from './statement.ts';
import { currentSynonyms, reloadSynonyms, type SynonymTable } from './synonyms.ts';
import { compact, encode } from './text.ts';
import { correctionIn } from './typo.ts';
import { nearestTerms } from './vocabulary.ts';

/** Candidates the header box ranks from each source (names by prefix, the document). */
const HEADER_CAP = 60;
/** At most this many matches are paged (50 pages): nobody pages further. */
export const SEARCH_PAGE_MAX_MATCHES = 50 * PRODUCTS_PER_PAGE;
interface Row extends ProductRow {
  synonyms_version: string;
  stale: boolean;
  total: number | null;
  tier: number | null;
}

interface Found {
  products: ProductSummary[];
  total: number;
  plan: QueryPlan;
}

async function runSearch(
  sql: Sql,
  query: string,
  options: {
    language: Language;
    filters: SearchFilters;
    sort: SearchSort;
    window: StatementWindow;
    /** Read the names first and stop there when they fill the window (the header box). */
    staged?: boolean;
  },
): Promise<Found> {
  const { staged = false, ...request } = options;
  let synonyms = await currentSynonyms(sql);
  for (let attempt = 0; ; attempt++) {
    const plan = planQuery(query, synonyms);
    if (!plan.text) return { products: [], total: 0, plan };
    const categories = categoryMatch(await categoryRows(sql), readingsOf(plan, query));
    const read = (namesOnly: boolean) =>
      sql.query<Row>(searchStatement({ plan, categories, ...request, namesOnly }), {
        prepare: false,
      });
    let rows = staged ? await read(true) : [];
    // Fewer names start with the query than the box shows: every source is read.
    if (!staged || rows.filter((row) => row.id !== null).length < request.window.limit)
      rows = await read(false);
    const state = rows[0];
    // Another instance changed the synonyms, or a product was written since its document was
    // computed: catch up, then answer from the current state (twice at most).
    if (state && attempt < 2 && (state.synonyms_version !== synonyms.version || state.stale)) {
      if (state.stale) await refreshSearchDocuments(sql);
      if (state.synonyms_version !== synonyms.version) synonyms = await reloadSynonyms(sql);
      continue;
    }
    const products = rows.filter((row) => row.id !== null).map(toProductSummary);
    return { products, total: state?.total ?? 0, plan };
  }
}

/** What the shopper probably meant when nothing matched: the closest words of the vocabulary. */
async function findCorrection(sql: Sql, query: string): Promise<string | null> {
  const code = encode(compact(query));
  if (code.length < 8) return null;
  const found = correctionIn(query, await nearestTerms(sql, code));
  return found && compact(found.text) !== compact(query) ? found.text : null;
}

/** The texts a query is read as, for highlighting and for the category names. */
const readingsOf = (plan: QueryPlan, query: string) => [
  query,
  ...plan.synonymTerms,
  ...(plan.hangul ? [plan.hangul] : []),
];

/** The correction of the query, or of its Hangul reading when it was typed on an English keyboard. */
async function correctionOf(sql: Sql, plan: QueryPlan, query: string): Promise<string | null> {
  if (plan.initials) return null;
  return (
    (await findCorrection(sql, query)) ??
    (plan.hangul ? await findCorrection(sql, plan.hangul) : null)
  );
}

function termsOf(plan: QueryPlan, query: string): HighlightTerms {
  return highlightTerms(readingsOf(plan, query), plan.initials ? plan.text : null);
}

const withHighlights = (products: ProductSummary[], terms: HighlightTerms): SearchHit[] =>
  products.map((product) => ({ ...product, highlight: highlightNames(product, terms) }));

export interface SearchContext {
  sql: Sql;
  /** How long this instance keeps a header box answer (answer-cache.ts); 0 or unset: not at all. */
  headerCacheMs?: number;
}

/** GET /api/products/search: the header box, from this instance's recent answers when it can. */
export async function searchHeaderBox(
  context: SearchContext,
  query: string,
  language: Language,
): Promise<SearchResult> {
  return headerAnswers(context.sql, context.headerCacheMs ?? 0).remember(
    `${language}\u0000${query}`,
    () => answerHeaderBox(context, query, language),
  );
}

async function answerHeaderBox(
  { sql }: SearchContext,
  query: string,
  language: Language,
): Promise<SearchResult> {
  const options = {
    language,
    filters: {},
    sort: 'relevance' as const,
    window: { limit: SEARCH_RESULT_LIMIT, offset: 0, cap: HEADER_CAP },
    staged: true,
  };
  let searched = query;
  let found = await runSearch(sql, query, options);
  if (found.total === 0) {
    const correction = await correctionOf(sql, found.plan, query);
    if (correction) {
      searched = correction;
      found = await runSearch(sql, correction, options);
    }
  }
  const terms = termsOf(found.plan, searched);
  return {
    products: withHighlights(found.products, terms),
    categories: await matchingCategories(
      sql,
      readingsOf(found.plan, searched),
      found.plan.initials ? found.plan.text : null,
      terms,
    ),
    search_id: headerSearchId({ query, language, results: found.total }),
  };
}

export interface PageRequest {
  query: string;
  language: Language;
  page: number;
  filters: SearchFilters;
  sort: SearchSort;
  /** Search the text as typed, never a correction. */
  literal: boolean;
}

/** GET /api/products/search/results: the results page. */
export async function searchResultsPage(
  context: SearchContext,
  request: PageRequest,
): Promise<SearchPage> {
  const { sql } = context;
  const options = {
    language: request.language,
    filters: request.filters,
    sort: request.sort,
    window: {
      limit: PRODUCTS_PER_PAGE,
      offset: (request.page - 1) * PRODUCTS_PER_PAGE,
      cap: SEARCH_PAGE_MAX_MATCHES,
    },
  };
  let searched = request.query;
  let correctedTo: string | null = null;
  let found = await runSearch(sql, request.query, options);
  if (found.total === 0 && !request.literal && found.products.length === 0) {
    const correction = await correctionOf(sql, found.plan, request.query);
    if (correction) {
      const corrected = await runSearch(sql, correction, options);
      if (corrected.total > 0) {
        found = corrected;
        searched = correction;
        correctedTo = correction;
      }
    }
  }
  // A page past the end carries no row with the total: count on the first page then.
  const total =
    found.products.length === 0 && request.page > 1
      ? (await runSearch(sql, searched, { ...options, window: { ...options.window, offset: 0 } }))
          .total
      : found.total;
  const terms = termsOf(found.plan, searched);
  const searchId =
    request.page === 1
      ? await recordSearch(sql, {
          query: request.query,
          language: request.language,
          results: total,
        })
      : laterPageSearchId({ query: request.query, language: request.language, results: total });
  return {
    products: withHighlights(found.products, terms),
    page: request.page,
    pages: Math.ceil(total / PRODUCTS_PER_PAGE),
    total,
    corrected_to: correctedTo,
    categories: await matchingCategories(
      sql,
      readingsOf(found.plan, searched),
      found.plan.initials ? found.plan.text : null,
      terms,
    ),
    popular: total === 0 ? await popularProducts(sql) : [],
    search_id: searchId,
  };
}

async function popularProducts(sql: Sql): Promise<ProductSummary[]> {
  const rows = await sql.query<ProductRow>(Prisma.sql`
    SELECT ${PRODUCT_COLUMNS}
    FROM products p
    WHERE p.archived_at IS NULL AND p.stock_quantity > 0
    ORDER BY p.sales_30d DESC, p.is_featured DESC, p.list_position DESC
    LIMIT ${SEARCH_RESULT_LIMIT}`);
  return rows.map(toProductSummary);
}

/**
 * A statement the header box sends for `query` (no correction, no catch-up): its first stage
 * (`namesOnly`) or the full one, for the query plan test and the benchmark's floor and plans.
 * `categories` are the shop's category rows (categoryRows), matched as the API matches them.
 */
export function headerBoxStatement(
  query: string,
  language: Language,
  synonyms: SynonymTable,
  categories: readonly CategoryRow[],
  namesOnly = false,
) {
  const plan = planQuery(query, synonyms);
  return searchStatement({
    namesOnly,
    plan,
    categories: categoryMatch(categories, readingsOf(plan, query)),
    language,
    filters: {},
    sort: 'relevance',
    window: { limit: SEARCH_RESULT_LIMIT, offset: 0, cap: HEADER_CAP },
  });
}

/**
 * The statement the results page sends for the first page of `query` (no correction, no
 * catch-up), for the query plan test and the benchmark's floor and plans.
 */
export function resultsPageStatement(
  query: string,
  language: Language,
  synonyms: SynonymTable,
  categories: readonly CategoryRow[],
  filters: SearchFilters,
  sort: SearchSort,
) {
  const plan = planQuery(query, synonyms);
  return searchStatement({
    plan,
    categories: categoryMatch(categories, readingsOf(plan, query)),
    language,
    filters,
    sort,
    window: { limit: PRODUCTS_PER_PAGE, offset: 0, cap: SEARCH_PAGE_MAX_MATCHES },
  });
}
