// EXPLAIN (ANALYZE, BUFFERS) of the hot paths' SQL; a plan that reads the whole products table
// (Seq Scan on products) or the search table (products_search) does not scale with the catalogue
// and is flagged.
import type pg from 'pg';
import { CATEGORY_ROWS_SQL, type CategoryRow } from '../src/domain/catalogue/search/categories.ts';
import { headerBoxStatement, resultsPageStatement } from '../src/domain/catalogue/search/search.ts';
import { synonymTable } from '../src/domain/catalogue/search/synonyms.ts';
import { ANCHORS_SQL, DETAIL_SQL, LIST_SQL } from './floor-sql.ts';

export interface Plan {
  name: string;
  executionMs: number;
  seqScanOnProducts: boolean;
  /** Rows the plan read from the products table (search reads it for the page's rows only). */
  productsRows: number;
  text: string;
}

/** The rows every node on the products table gave, over all its loops. */
function productsRows(text: string): number {
  let rows = 0;
  for (const match of text.matchAll(
    / on products \w+ .*?\(actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)\)/g,
  ))
    rows += Number(match[1]) * Number(match[2]);
  return Math.round(rows);
}

async function explain(
  client: pg.Client,
  name: string,
  sql: string,
  values: unknown[],
): Promise<Plan> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
    values,
  );
  const text = rows.map((row) => row['QUERY PLAN']).join('\n');
  const execution = /Execution Time: ([\d.]+) ms/.exec(text);
  return {
    name,
    executionMs: Number(execution?.[1] ?? NaN),
    seqScanOnProducts: /Seq Scan on products(?:_search)?\b/.test(text),
    productsRows: productsRows(text),
    text,
  };
}

export async function explainHotPaths(
  client: pg.Client,
  productId: string,
  searches: string[],
  deepPage: number,
): Promise<Plan[]> {
  const { starts } = (await client.query<{ starts: string[] }>(ANCHORS_SQL, [18])).rows[0] ?? {
    starts: [],
  };
  const plans = [
    await explain(client, 'detail', DETAIL_SQL, [productId]),
    await explain(client, 'list page 1', LIST_SQL, [starts[0] ?? null, 18]),
    await explain(client, `list page ${deepPage}`, LIST_SQL, [starts[deepPage - 1] ?? null, 18]),
    await explain(client, 'list anchors and total (once per catalogue change)', ANCHORS_SQL, [18]),
  ];
  plans.push(...(await explainSearches(client, searches)));
  return plans;
}

/** The API's own search statement (headerBoxStatement) for each query; `prefix` goes before each name. */
export async function explainSearches(
  client: pg.Client,
  searches: string[],
  prefix = '',
): Promise<Plan[]> {
  const plans: Plan[] = [];
  const synonyms = synonymTable(
    '0',
    (await client.query('SELECT two_way, from_term, terms FROM search_synonyms')).rows,
  );
  const categories = (await client.query<CategoryRow>(CATEGORY_ROWS_SQL.text)).rows;
  for (const q of searches) {
    const { text, values } = headerBoxStatement(q, 'en', synonyms, categories);
    plans.push(await explain(client, `${prefix}search '${q}'`, text, values));
  }
  // The results page of the benchmark (RESULTS_PAGE): 라면, in stock, by price.
  const page = resultsPageStatement(
    '라면',
    'en',
    synonyms,
    categories,
    { inStock: true },
    'price_asc',
  );
  plans.push(
    await explain(
      client,
      `${prefix}results page '라면', in stock, by price`,
      page.text,
      page.values,
    ),
  );
  return plans;
}
