// Checkout under load: many guests, each with a cart on a few hot products, all placing their
// order at once. Afterwards the database must account for every unit of stock.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { runLoad, type LoadResult } from './load.ts';

export interface Shopper {
  token: string;
}

async function inBatches<T>(count: number, width: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, i) => make(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${response.status} ${await response.text()}`);
  return response.json();
}

/** Guests made through the API: a guest token each and a cart with `linesEach` of the products. */
export async function prepareGuests(baseUrl: string, productIds: string[], count: number, linesEach: number): Promise<Shopper[]> {
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

export function checkoutLoad(baseUrl: string, shoppers: Shopper[], connections: number): Promise<LoadResult> {
  let next = 0;
  return runLoad({
    baseUrl,
    connections,
    amount: shoppers.length,
    next: () => {
      const shopper = shoppers[next++ % shoppers.length] as Shopper;
      return {
        method: 'POST',
        path: '/api/orders/guest-checkout',
        headers: { 'content-type': 'application/json', 'guest-token': shopper.token, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          first_name: 'Jisoo',
          last_name: 'Park',
          email: `bench-${randomUUID()}@example.com`,
          phone: '010-9876-5432',
          address: { street: '12 Sejong-daero', city: 'Seoul' },
          payment_method: 'cash',
        }),
      };
    },
  });
}

export interface StockAudit {
  oversells: number;
  negativeStock: number;
  ordersWithoutItems: number;
  inconsistentTotals: number;
  perProduct: { id: string; initial: number; sold: number; left: number }[];
}

/** Stock left + units sold must equal the stock each product started with, and never below 0. */
export async function auditStock(client: pg.Client, initial: Map<string, number>): Promise<StockAudit> {
  const ids = [...initial.keys()];
  const { rows } = await client.query<{ id: string; left: number; sold: number }>(
    `SELECT p.id::text AS id, p.stock_quantity AS left,
       COALESCE((SELECT sum(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
                 WHERE oi.product_id = p.id AND o.status <> 'cancelled'), 0)::int AS sold
     FROM products p WHERE p.id = ANY($1::uuid[])`,
    [ids],
  );
  const perProduct = rows.map((row) => ({ id: row.id, initial: initial.get(row.id) ?? 0, sold: row.sold, left: row.left }));
  const integrity = await client.query<{ without_items: number; inconsistent: number }>(
    `SELECT
       (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id))::int AS without_items,
       (SELECT count(*) FROM orders o WHERE o.subtotal <> (SELECT COALESCE(sum(oi.line_total), 0) FROM order_items oi WHERE oi.order_id = o.id)
          OR o.total <> o.subtotal - o.discount + o.shipping_price)::int AS inconsistent`,
  );
  return {
    oversells: perProduct.filter((p) => p.sold + p.left !== p.initial).length,
    negativeStock: perProduct.filter((p) => p.left < 0).length,
    ordersWithoutItems: integrity.rows[0]?.without_items ?? -1,
    inconsistentTotals: integrity.rows[0]?.inconsistent ?? -1,
    perProduct,
  };
}
