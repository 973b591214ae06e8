// Checkout under a flash sale, from the outside: 100 buyers on 5 hot products through the compiled
// API, logged in and as guests, each as a share of the checkout floor (the least any correct
// checkout must do, bench/checkout-floor.ts), then the last units of one product. Every run ends
// with a stock audit.
import os from 'node:os';
import type pg from 'pg';
import {
  auditStock,
  checkoutLoad,
  prepareBuyers,
  prepareGuests,
  soldUnits,
  userCheckoutLoad,
  type CheckoutCase,
} from './checkout.ts';
import { checkoutFloor } from './checkout-floor.ts';
import { cpuPerOrder } from './cpu.ts';
import { ORDERS, SECONDS, log } from './settings.ts';

const HOT_PRODUCTS = 5;
// Enough for every buyer of every run below: 2 lines each over 5 products.
const HOT_STOCK = Math.max(2_000, Math.ceil((ORDERS * 2 * 1.2) / HOT_PRODUCTS));
const BUYERS = 100;
// The share of the checkout floor each checkout is to reach.
const FLOOR_SHARE_TARGET = 0.25;
// The floor runs as many transactions at once as the API's checkout gate lets through: a hundred
// connections fighting over five rows spend their time waking each other (84 orders/s against
// about 1,000 with six, measured here), which would flatter the API.
const FLOOR_CONNECTIONS = Number(process.env.CHECKOUT_CONCURRENCY ?? 6);
// Checkout targets, printed beside the figures.
const TARGETS = { loggedIn: { perSecond: 500, p99: 250 }, guest: { perSecond: 300 } };

const loadNow = () => os.loadavg()[0] ?? 0;

/** Sets the hot products' stock and answers their ids. */
export async function hotProducts(
  client: pg.Client,
  count: number,
  stock: number,
  offset = 0,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `UPDATE products SET stock_quantity = $1
      WHERE id IN (SELECT id FROM products WHERE archived_at IS NULL ORDER BY list_position OFFSET $3 LIMIT $2)
     RETURNING id::text AS id`,
    [stock, count, offset],
  );
  return rows.map((r) => r.id);
}

/**
 * Checkout under a flash sale: logged-in buyers, guests creating accounts, both as a share of
 * the checkout floor, and the last units. Each run starts from fresh stock on the hot products and ends with a stock audit.
 */
export async function checkoutBench(
  client: pg.Client,
  run: {
    env: Record<string, string>;
    apiUrl: string;
    apiPid: number;
    /** The PostgreSQL data folder, whose processes' CPU is counted per order. */
    postgresDataDir: string;
    workDir: string;
  },
): Promise<CheckoutCase[]> {
  const { env, apiUrl, apiPid } = run;
  const cases: CheckoutCase[] = [];
  const secret = env.JWT_SECRET as string;
  // Every order takes a slot of its delivery day (the first day with room when the body names
  // none): room on one day for every order below, so the runs measure checkout, not a full week.
  await client.query(
    `UPDATE shop_settings SET value = jsonb_set(value, '{daily_capacity}', to_jsonb($1::int))
      WHERE key = 'delivery'`,
    [100_000],
  );
  const hot = await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  // Warm-up (JIT, pools), then the measured run from fresh stock.
  await userCheckoutLoad(
    apiUrl,
    await prepareBuyers(client, secret, hot, Math.min(500, ORDERS), 2),
    BUYERS,
  );
  // A shop that has taken orders has statistics on its order tables; on this new database
  // autovacuum would gather them only after its first minute. Without them the foreign-key
  // checks of each connection keep plans made on an empty orders table (sequential scans).
  await client.query('ANALYZE');
  await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  const soldBefore = await soldUnits(client, hot);
  const buyers = await prepareBuyers(client, secret, hot, ORDERS, 2);
  const [result, cpu] = await cpuPerOrder(apiPid, run.postgresDataDir, () =>
    userCheckoutLoad(apiUrl, buyers, BUYERS),
  );
  const audit = await auditStock(client, new Map(hot.map((id) => [id, HOT_STOCK])), soldBefore);
  cases.push({
    name: `logged-in: ${HOT_PRODUCTS} hot products, 2 lines each, ${BUYERS} buyers`,
    target: TARGETS.loggedIn,
    result,
    cpu,
    audit,
    load: loadNow(),
  });
  log(
    `logged-in checkout: ${result.perSecond.toFixed(0)} orders/s, p99 ${result.p99} ms, statuses ${JSON.stringify(result.statuses)}, oversells ${audit.oversells}, cpu per order api ${cpu.apiMs.toFixed(2)} ms db ${cpu.databaseMs.toFixed(2)} ms load ${cpu.loadMs.toFixed(2)} ms, load ${loadNow().toFixed(2)}`,
  );

  // Guests: each order also creates an account, a set-password token and two emails.
  await hotProducts(client, HOT_PRODUCTS, HOT_STOCK);
  const guestSoldBefore = await soldUnits(client, hot);
  const started = Date.now();
  const shoppers = await prepareGuests(apiUrl, hot, ORDERS, 2);
  log(`prepared ${shoppers.length} guest carts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const [guest, guestCpu] = await cpuPerOrder(apiPid, run.postgresDataDir, () =>
    checkoutLoad(apiUrl, shoppers, BUYERS),
  );
  const guestAudit = await auditStock(
    client,
    new Map(hot.map((id) => [id, HOT_STOCK])),
    guestSoldBefore,
  );
  cases.push({
    name: `guest (new account each): ${HOT_PRODUCTS} hot products, 2 lines each, ${BUYERS} conns`,
    target: TARGETS.guest,
    result: guest,
    cpu: guestCpu,
    audit: guestAudit,
    load: loadNow(),
  });
  log(
    `guest checkout: ${guest.perSecond.toFixed(0)} orders/s, p99 ${guest.p99} ms, statuses ${JSON.stringify(guest.statuses)}${guest.firstRefusal ? ` (first refusal ${guest.firstRefusal.status} ${guest.firstRefusal.body})` : ''}, oversells ${guestAudit.oversells}, cpu per order api ${guestCpu.apiMs.toFixed(2)} ms db ${guestCpu.databaseMs.toFixed(2)} ms load ${guestCpu.loadMs.toFixed(2)} ms`,
  );

  const floor = await checkoutFloor(client, {
    databaseUrl: env.DATABASE_URL as string,
    workDir: run.workDir,
    hot,
    connections: FLOOR_CONNECTIONS,
    seconds: SECONDS,
  });
  if (floor) {
    for (const c of cases) c.floorShare = c.result.perSecond / floor.perSecond;
    log(
      `checkout floor (pgbench, ${FLOOR_CONNECTIONS} connections): ${floor.perSecond.toFixed(0)} orders/s; ` +
        cases
          .map((c) => `${c.name.split(':')[0]} ${((c.floorShare ?? 0) * 100).toFixed(0)}%`)
          .join(', ') +
        ` (target ${FLOOR_SHARE_TARGET * 100}%)`,
    );
  } else log('checkout floor: pgbench is not installed, so no share of it is measured');

  // The last units: far more shoppers than stock on one product; exactly the stock is sold.
  const [lastUnits] = await hotProducts(client, 1, 100, 10);
  const rush = await checkoutLoad(
    apiUrl,
    await prepareGuests(apiUrl, [lastUnits as string], 400, 1),
    BUYERS,
  );
  const rushAudit = await auditStock(client, new Map([[lastUnits as string, 100]]));
  cases.push({
    name: 'last units: 400 guests, 1 product x 100 stock',
    target: null,
    result: rush,
    audit: rushAudit,
    load: loadNow(),
  });
  log(
    `last units: statuses ${JSON.stringify(rush.statuses)}, left ${rushAudit.perProduct[0]?.left}, oversells ${rushAudit.oversells}`,
  );
  return cases;
}
