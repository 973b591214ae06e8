// products.sales_30d: the units each product sold over the last 30 days, which the search ranks
// by, refreshed by the hourly housekeeping pass. Which figures moved is found by one read (it
// takes no lock a checkout waits for); the changed products are then written a few hundred at a
// time, each batch its own short transaction, so that no checkout of those products waits for
// the whole refresh. Over three years of orders the first pass after an import may change most
// products; later passes change only those whose last 30 days gained or lost a sale.
import { prismaSql } from '../../db/sql.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DAY_MS } from '../../lib/time.ts';

export const SALES_WINDOW_DAYS = 30;
const BATCH_SIZE = 500;

interface SalesFigure {
  id: string;
  units: number;
}

/** The products whose units sold over the window differ from what they show. */
export async function changedSales(db: Db, now: Date): Promise<SalesFigure[]> {
  const since = new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
  return prismaSql(db).query<SalesFigure>(Prisma.sql`
    WITH sold AS (
      SELECT i.product_id, sum(i.quantity - i.returned_quantity)::int AS units
        FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.placed_at >= ${since} AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
       GROUP BY i.product_id
    )
    SELECT p.id, coalesce(sold.units, 0) AS units
      FROM products p LEFT JOIN sold ON sold.product_id = p.id
     WHERE p.sales_30d IS DISTINCT FROM coalesce(sold.units, 0)
     ORDER BY p.id`);
}

/** Brings every product's sales_30d up to date; answers how many changed. */
export async function refreshSales(db: Db, now: Date): Promise<number> {
  const changed = await changedSales(db, now);
  let updated = 0;
  for (let start = 0; start < changed.length; start += BATCH_SIZE) {
    const batch = changed.slice(start, start + BATCH_SIZE);
    const ids = batch.map((figure) => figure.id);
    const units = batch.map((figure) => figure.units);
    updated += await inTransaction(db, async (tx) => {
      // In id order, the shop-wide lock order (ADR 0009) a checkout follows too.
      await prismaSql(tx).query(Prisma.sql`
        SELECT id FROM products WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR NO KEY UPDATE`);
      return prismaSql(tx).execute(Prisma.sql`
        UPDATE products p SET sales_30d = figure.units
          FROM unnest(${ids}::uuid[], ${units}::int[]) AS figure(id, units)
         WHERE p.id = figure.id AND p.sales_30d IS DISTINCT FROM figure.units`);
    });
  }
  return updated;
}
