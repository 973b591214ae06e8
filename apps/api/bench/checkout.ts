// Checkout under load: many guests, each with a cart on a few hot products, all placing their
// order at once. Afterwards the database must account for every unit of stock.
import { createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { cpuCeiling, type CpuPerOrder } from './cpu.ts';
import { runLoad, type LoadResult } from './load.ts';

export interface Shopper {
  token: string;
}

async function inBatches<T>(
  count: number,
  width: number,
  make: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => make(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${path} -> ${response.status} ${await response.text()}`,
    );
  return response.json();
}

/** Guests made through the API: a guest token each and a cart with `linesEach` of the products. */
export async function prepareGuests(
  baseUrl: string,
  productIds: string[],
  count: number,
  linesEach: number,
): Promise<Shopper[]> {
  return inBatches(count, 25, async (index) => {
    const { token } = (await call(baseUrl, '/api/guest-token')) as { token: string };
    for (let line = 0; line < linesEach; line++) {
      const productId = productIds[(index + line) % productIds.length];
      await call(baseUrl, '/api/cart/add', {
        method: 'POST',
        headers: { 'guest-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: productId, quantity: 1 }),
      });
    }
    return { token };
  });
}

export function checkoutLoad(
  baseUrl: string,
  shoppers: Shopper[],
  connections: number,
): Promise<LoadResult> {
  return orderEach(baseUrl, shoppers, connections, (shopper) => ({
    path: '/api/orders/guest-checkout',
    headers: { 'guest-token': shopper.token },
    body: {
      first_name: 'Jisoo',
      last_name: 'Park',
      email: `bench-${randomUUID()}@example.com`,
      phone: '010-9876-5432',
      address: { street: '12 Sejong-daero', city: 'Seoul', postal_code: '04524' },
      payment_method: 'cash',
      // A guest order needs the consent to the collection of personal data (PIPA art. 15).
      privacy_consent: true,
    },
  }));
}

/** One POST each, with a fresh Idempotency-Key, as many at once as `connections`. */
function orderEach<T>(
  baseUrl: string,
  shoppers: T[],
  connections: number,
  order: (shopper: T) => { path: string; headers: Record<string, string>; body: object },
): Promise<LoadResult> {
  let next = 0;
  return runLoad({
    baseUrl,
    // autocannon refuses more connections than requests (a short run, BENCH_ORDERS < 100).
    connections: Math.min(connections, shoppers.length),
    amount: shoppers.length,
    next: () => {
      const { path, headers, body } = order(shoppers[next++ % shoppers.length] as T);
      return {
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...headers,
        },
        body: JSON.stringify(body),
      };
    },
  });
}

/** An HS256 token like the API's own (src/plugins/app/auth.ts), signed with the server's secret. */
function userToken(userId: string, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ typ: 'user', sub: userId, role: 'customer', ver: 0, auth_time: now, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export interface Buyer {
  token: string;
  addressId: string;
}

/**
 * Logged-in buyers written straight to the database (accounts with a saved address and a cart
 * with `linesEach` of the products), so that preparing thousands takes a second, not bcrypt time.
 */
export async function prepareBuyers(
  client: pg.Client,
  secret: string,
  productIds: string[],
  count: number,
  linesEach: number,
): Promise<Buyer[]> {
  const run = randomUUID().slice(0, 8);
  const { rows } = await client.query<{ user_id: string; address_id: string; cart_id: string }>(
    `WITH u AS (
       INSERT INTO users (email, first_name, last_name, phone_number)
       SELECT 'bench-' || $1 || '-' || g || '@example.com', 'Minji', 'Kim', '010-1234-5678'
         FROM generate_series(1, $2::int) g
       RETURNING id
     ), a AS (
       INSERT INTO addresses (user_id, full_name, street, city, state, postal_code, country, phone)
       SELECT id, 'Minji Kim', '123 Teheran-ro', 'Seoul', 'Gangnam-gu', '06234', 'South Korea', '010-1234-5678' FROM u
       RETURNING id, user_id
     ), c AS (
       INSERT INTO carts (user_id) SELECT id FROM u RETURNING id, user_id
     )
     SELECT a.user_id::text AS user_id, a.id::text AS address_id, c.id::text AS cart_id
       FROM a JOIN c ON c.user_id = a.user_id`,
    [run, count],
  );
  await client.query(
    `INSERT INTO cart_items (cart_id, product_id, quantity)
     SELECT c.cart_id, ($2::uuid[])[((c.n - 1 + line) % cardinality($2::uuid[])) + 1], 1
       FROM unnest($1::uuid[]) WITH ORDINALITY AS c(cart_id, n), generate_series(0, $3::int - 1) AS line`,
    [rows.map((r) => r.cart_id), productIds, linesEach],
  );
  return rows.map((row) => ({ token: userToken(row.user_id, secret), addressId: row.address_id }));
}

/** Each buyer places one order from their cart. */
export function userCheckoutLoad(
  baseUrl: string,
  buyers: Buyer[],
  connections: number,
): Promise<LoadResult> {
  return orderEach(baseUrl, buyers, connections, (buyer) => ({
    path: '/api/orders',
    headers: { authorization: `Bearer ${buyer.token}` },
    body: { shipping_address_id: buyer.addressId, payment_method: 'cash' },
  }));
}

export interface StockAudit {
  oversells: number;
  negativeStock: number;
  ordersWithoutItems: number;
  inconsistentTotals: number;
  perProduct: { id: string; initial: number; sold: number; left: number }[];
}

/** Units of each product in orders that are not cancelled. */
export async function soldUnits(client: pg.Client, ids: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ id: string; sold: number }>(
    `SELECT oi.product_id::text AS id, sum(oi.quantity)::int AS sold
       FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.product_id = ANY($1::uuid[]) AND o.status <> 'cancelled'
      GROUP BY oi.product_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.sold]));
}

/**
 * Stock left + units sold must equal the stock each product started with, and never below 0.
 * `soldBefore` is what earlier runs sold of the same products (counted before this run).
 */
export async function auditStock(
  client: pg.Client,
  initial: Map<string, number>,
  soldBefore: Map<string, number> = new Map(),
): Promise<StockAudit> {
  const ids = [...initial.keys()];
  const { rows } = await client.query<{ id: string; left: number; sold: number }>(
    `SELECT p.id::text AS id, p.stock_quantity AS left,
       COALESCE((SELECT sum(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
                 WHERE oi.product_id = p.id AND o.status <> 'cancelled'), 0)::int AS sold
     FROM products p WHERE p.id = ANY($1::uuid[])`,
    [ids],
  );
  const perProduct = rows.map((row) => ({
    id: row.id,
    initial: initial.get(row.id) ?? 0,
    sold: row.sold - (soldBefore.get(row.id) ?? 0),
    left: row.left,
  }));
  const integrity = await client.query<{ without_items: number; inconsistent: number }>(
    `SELECT
       (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id))::int AS without_items,
       (SELECT count(*) FROM orders o WHERE o.subtotal <> (SELECT COALESCE(sum(oi.line_total), 0) FROM order_items oi WHERE oi.order_id = o.id)
          OR o.total <> o.subtotal - o.discount + o.shipping_price + o.remote_area_surcharge)::int AS inconsistent`,
  );
  return {
    oversells: perProduct.filter((p) => p.sold + p.left !== p.initial).length,
    negativeStock: perProduct.filter((p) => p.left < 0).length,
    ordersWithoutItems: integrity.rows[0]?.without_items ?? -1,
    inconsistentTotals: integrity.rows[0]?.inconsistent ?? -1,
    perProduct,
  };
}

/** What else every order must come with: its confirmation email, its stored idempotent response, promo counts. */
export interface OrderAudit {
  ordersWithoutEmail: number;
  keysWithoutResponse: number;
  promoCountMismatches: number;
  promosOverLimit: number;
}

/** The written history's customers (generate-orders.ts's customerEmail): placed with no email. */
const HISTORY_EMAILS = '%@seed.jangbogi.kr';

export async function auditOrders(client: pg.Client): Promise<OrderAudit> {
  const { rows } = await client.query<OrderAudit>(
    `SELECT
       (SELECT count(*) FROM orders o WHERE o.customer_email NOT LIKE $1 AND NOT EXISTS (
          SELECT 1 FROM email_outbox e WHERE e.subject = 'Your Jangbogi order ' || o.order_number))::int
         AS "ordersWithoutEmail",
       (SELECT count(*) FROM idempotency_keys WHERE response_status IS NULL)::int AS "keysWithoutResponse",
       (SELECT count(*) FROM promos p WHERE p.used_count <> (SELECT count(*) FROM promo_uses u WHERE u.promo_id = p.id))::int
         AS "promoCountMismatches",
       (SELECT count(*) FROM promos WHERE usage_limit IS NOT NULL AND used_count > usage_limit)::int AS "promosOverLimit"`,
    [HISTORY_EMAILS],
  );
  return rows[0] as OrderAudit;
}

export interface CheckoutCase {
  name: string;
  target: { perSecond: number; p99?: number } | null;
  result: LoadResult;
  /** CPU ms per order, when measured. */
  cpu?: CpuPerOrder;
  audit: StockAudit;
  /** 1-minute load average right after the run. */
  load: number;
  /** Orders a second as a share of the checkout floor's (checkout-floor.ts), when measured. */
  floorShare?: number;
}

const fmt = (value: number) => Math.round(value).toLocaleString('en-US');

export function checkoutTable(cases: CheckoutCase[], orders: OrderAudit, cores: number): string {
  const verdict = (c: CheckoutCase) => {
    if (!c.target) return '';
    const ok =
      c.result.perSecond >= c.target.perSecond &&
      (c.target.p99 === undefined || c.result.p99 <= c.target.p99);
    return ok ? 'met' : '**missed**';
  };
  const target = (c: CheckoutCase) =>
    c.target
      ? `>= ${fmt(c.target.perSecond)}/s${c.target.p99 === undefined ? '' : `, p99 <= ${c.target.p99} ms`}`
      : '-';
  return [
    '| Checkout | Orders | Orders/s | Share of floor | p50 / p95 / p99 ms | Target | | CPU ms per order: API / PostgreSQL / load generator | CPU ceiling, orders/s | Load (1 min) | Statuses | Oversells | Negative stock | Orders without items | Inconsistent totals |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...cases.map(
      (c) =>
        `| ${c.name} | ${c.result.requests} | ${fmt(c.result.perSecond)} | ${c.floorShare === undefined ? '-' : `${(c.floorShare * 100).toFixed(0)}%`} | ${c.result.p50.toFixed(1)} / ${c.result.p95.toFixed(1)} / ${c.result.p99.toFixed(1)} | ` +
        `${target(c)} | ${verdict(c)} | ${c.cpu ? `${c.cpu.apiMs.toFixed(2)} / ${c.cpu.databaseMs.toFixed(2)} / ${c.cpu.loadMs.toFixed(2)}` : '-'} | ${c.cpu ? fmt(cpuCeiling(c.cpu, cores)) : '-'} | ${c.load.toFixed(2)} | ${JSON.stringify(c.result.statuses)} | ${c.audit.oversells} | ${c.audit.negativeStock} | ` +
        `${c.audit.ordersWithoutItems} | ${c.audit.inconsistentTotals} |`,
    ),
    '',
    `Stock audit (initial = sold + left): ${cases.map((c) => `${c.name.split(':')[0]}: ${c.audit.perProduct.map((p) => `${p.initial} = ${p.sold} + ${p.left}`).join('; ')}`).join(' | ')}.`,
    '',
    `Every order: without its confirmation email ${orders.ordersWithoutEmail}, idempotency keys without a stored response ` +
      `${orders.keysWithoutResponse}, promos whose count disagrees with their uses ${orders.promoCountMismatches}, promos over their limit ${orders.promosOverLimit}.`,
  ].join('\n');
}
