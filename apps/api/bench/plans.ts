// EXPLAIN (ANALYZE, BUFFERS) of the hot paths' SQL; a plan that reads the whole products table
// (Seq Scan on products) does not scale with the catalogue and is flagged.
import type pg from 'pg';
import { headerBoxStatement } from '../src/domain/catalogue/search/search.ts';
import { synonymTable } from '../src/domain/catalogue/search/synonyms.ts';
import { ANCHORS_SQL, DETAIL_SQL, LIST_SQL } from './floor-sql.ts';

export interface Plan {
  name: string;
  executionMs: number;
  seqScanOnProducts: boolean;
  text: string;
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
    seqScanOnProducts: /Seq Scan on products\b/.test(text),
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
  for (const q of searches) {
    const { text, values } = headerBoxStatement(q, 'en', synonyms);
    plans.push(await explain(client, `${prefix}search '${q}'`, text, values));
  }
  return plans;
}
