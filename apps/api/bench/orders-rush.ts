// The guest checkout rush (bench/checkout-bench.ts's guests: 100 connections, 5 hot products, 2
// lines each, a new account per order) on a new shop and beside three years of orders, in the
// same run: the history must not slow the checkout (target: 90% of the new shop's rate or more).
//
// The two shops are two databases of one server, each with an API of its own started for the
// rush, and their rushes alternate (new, beside, beside, new, new, beside, ...): a machine whose
// load drifts over the minutes weighs on both sides alike, which one side's rushes after the
// other's never did. Each rush starts from the same settled state on both sides: a warm-up
// (JIT, pools, plans), fresh stock, the shoppers' carts filled, then the tables vacuumed and
// analysed (as autovacuum keeps a running shop's) and a CHECKPOINT, so that neither side's rush
// writes out the dirty pages of what came before it. Each side's figure is the median of
// RUSH_RUNS rushes.
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
export const RUSH_RUNS = Number(process.env.BENCH_RUSH_RUNS ?? 5);

export const RUSH_SHARE_TARGET = 0.9;

/** A shop the rush runs on: its database and the API started on it. */
export interface RushShop {
  label: string;
  client: pg.Client;
  apiUrl: string;
}

/** One rush from fresh stock after a warm-up and a settled database; answers the measured run. */
async function oneRush(shop: RushShop, label: string): Promise<LoadResult> {
  const { client, apiUrl } = shop;
  // Room on one delivery day for every order, as the checkout bench gives it.
  await client.query(
    `UPDATE shop_settings SET value = jsonb_set(value, '{daily_capacity}', to_jsonb($1::int))
      WHERE key = 'delivery'`,
    [100_000],
  );
  const hot = await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  await checkoutLoad(apiUrl, await prepareGuests(apiUrl, hot, WARM_UP_ORDERS, 2), CONNECTIONS);
  await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  const shoppers = await prepareGuests(apiUrl, hot, RUSH_ORDERS, 2);
  await client.query(
    `VACUUM ANALYZE orders, order_items, order_events, users, guest_sessions, cart_items,
                    products, delivery_slots`,
  );
  await client.query('CHECKPOINT');
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

const median = (runs: LoadResult[]) =>
  [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;

export interface RushFigures {
  newShop: LoadResult;
  beside: LoadResult;
  /** Each side's rates in the order they ran, for the report. */
  rates: { newShop: number[]; beside: number[] };
}

/** RUSH_RUNS rushes a side, alternating; answers each side's median and every rate. */
export async function rushSideBySide(newShop: RushShop, history: RushShop): Promise<RushFigures> {
  const runs = { newShop: [] as LoadResult[], beside: [] as LoadResult[] };
  for (let run = 1; run <= RUSH_RUNS; run++) {
    // ABBA: the side that goes second in one pair goes first in the next.
    const order =
      run % 2 === 1 ? (['newShop', 'beside'] as const) : (['beside', 'newShop'] as const);
    for (const side of order) {
      const shop = side === 'newShop' ? newShop : history;
      runs[side].push(await oneRush(shop, `${shop.label}, ${run} of ${RUSH_RUNS}`));
    }
  }
  const rates = (side: LoadResult[]) => side.map((r) => Math.round(r.perSecond));
  return {
    newShop: median(runs.newShop),
    beside: median(runs.beside),
    rates: { newShop: rates(runs.newShop), beside: rates(runs.beside) },
  };
}
