// The checkout floor: the least any correct checkout must do, run by pgbench from as many
// connections as the API's checkout gate admits at once. One statement inserts the order, its five lines and its
// confirmation email, and takes one unit of each of five hot products, locked in id order, with a
// guard against overselling. The API's checkouts are reported as a share of its orders a second,
// which says more than orders a second on a machine the load generator shares.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';

const run = promisify(execFile);

const FLOOR_SCRIPT = `\\set buyer random(1, 1000000000)
WITH placed AS (
  INSERT INTO orders (customer_name, customer_email, customer_phone, shipping_address,
                      payment_method, subtotal, shipping_price, total)
  VALUES ('Floor', 'floor-' || :buyer || '@example.com', '010-0000-0000', '{}', 'cash',
          5000, 0, 5000)
  RETURNING id
), lines AS (
  INSERT INTO order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
  SELECT placed.id, hot.id, 'Floor', 1000, 1, 1000 FROM placed, unnest(:hot::uuid[]) AS hot(id)
), mail AS (
  INSERT INTO email_outbox (kind, to_address, subject, text_body, status)
  SELECT 'floor', 'floor@example.com', 'Order', 'Thank you', 'sent' FROM placed
), locked AS MATERIALIZED (
  SELECT p.id FROM products p WHERE p.id = ANY(:hot::uuid[]) ORDER BY p.id FOR NO KEY UPDATE
)
UPDATE products p SET stock_quantity = p.stock_quantity - 1
  FROM locked WHERE p.id = locked.id AND p.stock_quantity >= 1;
`;

const MIN_SECONDS = 5;

export interface FloorResult {
  perSecond: number;
  transactions: number;
}

/** pgbench on the path, or null where it is not installed (it comes with PostgreSQL's client). */
async function pgbenchPath(): Promise<string | null> {
  try {
    await run('pgbench', ['--version']);
    return 'pgbench';
  } catch {
    return null;
  }
}

/**
 * Runs the floor for `seconds` from `connections` connections, on hot products given enough stock
 * for it, and puts their stock back afterwards. Null without pgbench.
 */
export async function checkoutFloor(
  client: pg.Client,
  options: {
    databaseUrl: string;
    workDir: string;
    hot: string[];
    connections: number;
    seconds: number;
  },
): Promise<FloorResult | null> {
  const pgbench = await pgbenchPath();
  if (!pgbench) return null;
  const script = path.join(options.workDir, 'checkout-floor.sql');
  await writeFile(script, FLOOR_SCRIPT);
  const { rows: before } = await client.query<{ id: string; stock_quantity: number }>(
    'SELECT id::text AS id, stock_quantity FROM products WHERE id = ANY($1::uuid[])',
    [options.hot],
  );
  await client.query('UPDATE products SET stock_quantity = 1000000000 WHERE id = ANY($1::uuid[])', [
    options.hot,
  ]);
  try {
    const { stdout } = await run(pgbench, [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${options.connections}`,
      '--jobs=2',
      // Long enough for every connection to be open and running, even in a short run.
      `--time=${Math.max(options.seconds, MIN_SECONDS)}`,
      `--define=hot={${options.hot.join(',')}}`,
      `--file=${script}`,
      options.databaseUrl,
    ]);
    const perSecond = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
    const transactions = Number(
      /number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN,
    );
    if (!Number.isFinite(perSecond)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { perSecond, transactions };
  } finally {
    // The floor's orders are not the shop's: the order audit that follows must not count them.
    await client.query(`DELETE FROM orders WHERE customer_email LIKE 'floor-%@example.com'`);
    await client.query(`DELETE FROM email_outbox WHERE kind = 'floor'`);
    for (const row of before) {
      await client.query('UPDATE products SET stock_quantity = $2 WHERE id = $1::uuid', [
        row.id,
        row.stock_quantity,
      ]);
    }
  }
}
