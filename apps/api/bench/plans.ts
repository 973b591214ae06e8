// EXPLAIN (ANALYZE, BUFFERS) of the hot paths' SQL; a plan that reads the whole products table
// (Seq Scan on products) does not scale with the catalogue and is flagged.
import type pg from 'pg';
import { ANCHORS_SQL, DETAIL_SQL, LIST_SQL, SEARCH_SQL } from './floor-sql.ts';

export interface Plan {
  name: string;
  executionMs: number;
  seqScanOnProducts: boolean;
  text: string;
}

function grams(text: string): string[] {
  const chars = Array.from(text.toLowerCase());
  if (chars.length === 1) return chars;
  const all = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) all.add(`${chars[i]}${chars[i + 1]}`);
  return [...all];
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
  for (const q of searches) {
    const needle = q.toLowerCase();
    plans.push(
      await explain(client, `search '${q}'`, SEARCH_SQL, [grams(q), `%${needle}%`, `${needle}%`]),
    );
  }
  return plans;
}
