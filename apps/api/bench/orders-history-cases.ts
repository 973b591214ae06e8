// Two figures of three years of orders that need more than the history: the bank statement
// matching (20,000 unpaid transfers written for it) and the guest checkout rush beside the
// history against a new shop, a second database of the same server, in the same run.
import pg from 'pg';
import { token } from './orders-bench.ts';
import { RUSH_RUNS, RUSH_SHARE_TARGET, rushSideBySide, type RushShop } from './orders-rush.ts';
import { statementMatching } from './orders-statement.ts';
import type { LoadResult } from './load.ts';
import { log } from './settings.ts';

const STATEMENT_TARGET_MS = 5_000;

export interface HistoryCasesContext {
  /** The database that holds the history. */
  url: string;
  env: Record<string, string>;
  apiUrl: string;
  start: (
    name: string,
    env: Record<string, string>,
  ) => Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }>;
  /** Creates (where it can), migrates and seeds the products of a database. */
  prepareDatabase: (url: string) => Promise<number | undefined>;
}

/** The rush on a new shop (newShopUrl, prepared here) and beside the history, alternating. */
async function rushes(ctx: HistoryCasesContext, newShopUrl: string, label: string) {
  log(`the new shop for the checkout rush (${label}) ...`);
  await ctx.prepareDatabase(newShopUrl);
  const stops: (() => Promise<void>)[] = [];
  try {
    // Each side gets an API started for it now, so that neither brings the heap and caches of
    // the figures measured before.
    const shop = async (name: string, url: string): Promise<RushShop> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      stops.push(() => client.end());
      const api = await ctx.start(`api-rush-${name}`, { ...ctx.env, DATABASE_URL: url });
      stops.push(api.stop);
      return { label: name, client, apiUrl: api.baseUrl };
    };
    const newShop = await shop('new shop', newShopUrl);
    const history = await shop('beside the history', ctx.url);
    return await rushSideBySide(newShop, history);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  }
}

/** The table rows (| database | figure | API | floor | ratio | target | met |). */
export async function historyCases(
  client: pg.Client,
  ctx: HistoryCasesContext,
  label: string,
  newShopUrl: string,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'admin' LIMIT 1`,
  );
  const admin = {
    authorization: `Bearer ${token(rows[0]!.id, 'admin', ctx.env.JWT_SECRET ?? '')}`,
  };
  const statement = await statementMatching(client, ctx.apiUrl, admin);
  const rush = await rushes(ctx, newShopUrl, label);
  const { beside, newShop } = rush;
  const share = beside.perSecond / Math.max(newShop.perSecond, 1e-9);
  const row = (cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
  const clean = (r: LoadResult) => Object.keys(r.statuses).every((s) => s === '201');
  const figure = (r: LoadResult) =>
    `${r.perSecond.toFixed(0)}/s, p99 ${r.p99.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms${clean(r) ? '' : ` (${JSON.stringify(r.statuses)})`}`;
  return [
    row([
      `bank statement of ${statement.lines.toLocaleString('en-US')} lines (${statement.exact.toLocaleString('en-US')} exact) against ${statement.orders.toLocaleString('en-US')} unpaid transfers`,
      `${statement.ms.toFixed(0)} ms${statement.status === 200 ? '' : ` (${statement.status})`}`,
      '—',
      '—',
      '< 5 s',
      statement.status === 200 && statement.ms < STATEMENT_TARGET_MS ? 'yes' : '**no**',
    ]),
    row([
      `guest checkout rush beside the history (API) against a new shop (floor column), orders/s, median of ${RUSH_RUNS} alternating (new ${rush.rates.newShop.join('/')}; beside ${rush.rates.beside.join('/')})`,
      figure(beside),
      figure(newShop),
      `${(share * 100).toFixed(0)}%`,
      `>= ${RUSH_SHARE_TARGET * 100}% of the new shop`,
      clean(beside) && clean(newShop) && share >= RUSH_SHARE_TARGET ? 'yes' : '**no**',
    ]),
  ];
}
