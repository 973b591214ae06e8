// The guest checkout rush (bench/checkout-bench.ts's guests: 100 connections, 5 hot products, 2
// lines each, a new account per order) on the bench's new shop and again beside three years of
// orders, in the same run: the history must not slow the checkout (target: 90% of the new
// shop's rate or more). Each side is the median of RUSH_RUNS rushes, each from the same settled
// state (the tables vacuumed and analysed, as autovacuum keeps a running shop's), so that one
// rush that met a checkpoint or the bench's previous writes does not decide the figure.
import type pg from 'pg';
import { checkoutLoad, prepareGuests } from './checkout.ts';
import { hotProducts } from './checkout-bench.ts';
import type { LoadResult } from './load.ts';
import { log } from './settings.ts';

const RUSH_ORDERS = Number(process.env.BENCH_RUSH_ORDERS ?? 1_500);
const WARM_UP_ORDERS = 200;
const CONNECTIONS = 100;
const HOT_PRODUCTS = 5;
const HOT_STOCK = Math.max(2_000, RUSH_ORDERS * 2);
const RUSH_RUNS = Number(process.env.BENCH_RUSH_RUNS ?? 3);

export const RUSH_SHARE_TARGET = 0.9;

/** One rush from fresh stock after a warm-up (JIT, pools, plans); answers the measured run. */
async function oneRush(client: pg.Client, apiUrl: string, label: string): Promise<LoadResult> {
  // Room on one delivery day for every order, as the checkout bench gives it.
  await client.query(
    `UPDATE shop_settings SET value = jsonb_set(value, '{daily_capacity}', to_jsonb($1::int))
      WHERE key = 'delivery'`,
    [100_000],
  );
  const hot = await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  await checkoutLoad(apiUrl, await prepareGuests(apiUrl, hot, WARM_UP_ORDERS, 2), CONNECTIONS);
  await client.query('VACUUM ANALYZE orders, order_items, users, guest_sessions, products');
  await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  const shoppers = await prepareGuests(apiUrl, hot, RUSH_ORDERS, 2);
  const result = await checkoutLoad(apiUrl, shoppers, CONNECTIONS);
  log(
    `guest checkout rush (${label}): ${result.perSecond.toFixed(0)} orders/s, p99 ${result.p99} ms, statuses ${JSON.stringify(result.statuses)}`,
  );
  // A rush of refusals measures nothing: say why the first one was refused.
  if (result.firstRefusal)
    log(
      `guest checkout rush (${label}): first refusal ${result.firstRefusal.status} ${result.firstRefusal.body}`,
    );
  return result;
}

/** RUSH_RUNS rushes; answers the one with the median rate. */
export async function guestRush(
  client: pg.Client,
  apiUrl: string,
  label: string,
): Promise<LoadResult> {
  const runs: LoadResult[] = [];
  for (let run = 1; run <= RUSH_RUNS; run++)
    runs.push(await oneRush(client, apiUrl, `${label}, ${run} of ${RUSH_RUNS}`));
  runs.sort((a, b) => a.perSecond - b.perSecond);
  return runs[Math.floor(runs.length / 2)]!;
}
