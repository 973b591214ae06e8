// products.sales_30d: the units each product sold over the last 30 days, which the search ranks
// by, refreshed by the hourly housekeeping pass. Which figures moved is found by one read (it
// takes no lock a checkout waits for); the changed products are then written a few dozen at a
// time, each batch its own short transaction, so that no checkout of those products waits for
// the whole refresh. Each product written also rewrites its products_search row with all its
// indexes (tens of milliseconds on a busy machine), so a pass writes for a few seconds at most,
// the largest changes first, and leaves the rest to the next pass: an hour of a shop's sales
// moves a few hundred figures, while a history loaded at once moves most of them.
import { prismaSql } from '../../db/sql.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { DAY_MS } from '../../lib/time.ts';

export const SALES_WINDOW_DAYS = 30;
export interface SalesRefreshLimits {
  /** Products written per transaction. */
  batchSize: number;
  /** A pass starts no batch after this long (the read included). */
  passBudgetMs: number;
}

const LIMITS: SalesRefreshLimits = { batchSize: 50, passBudgetMs: 3_000 };

interface SalesFigure {
  id: string;
  units: number;
}

/** The products whose units sold over the window differ from what they show, largest change first. */
export async function changedSales(db: Db, now: Date): Promise<SalesFigure[]> {
  const since = new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
  return inTransaction(
    db,
    async (tx) => {
      // Compiling this one read took longer than it saves (400 ms over a million orders).
      await prismaSql(tx).execute(Prisma.sql`SET LOCAL jit = off`);
      return prismaSql(tx).query<SalesFigure>(Prisma.sql`
    WITH sold AS (
      SELECT i.product_id, sum(i.quantity - i.returned_quantity)::int AS units
        FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.placed_at >= ${since} AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
       GROUP BY i.product_id
    )
    SELECT p.id, coalesce(sold.units, 0) AS units
      FROM products p LEFT JOIN sold ON sold.product_id = p.id
     WHERE p.sales_30d IS DISTINCT FROM coalesce(sold.units, 0)
     ORDER BY abs(coalesce(sold.units, 0) - p.sales_30d) DESC, p.id`);
    },
    { timeout: 60_000 },
  );
}

/**
 * Brings products' sales_30d up to date, the largest changes first, for at most the pass's
 * budget; answers how many changed.
 */
export async function refreshSales(
  db: Db,
  now: Date,
  { batchSize, passBudgetMs }: SalesRefreshLimits = LIMITS,
): Promise<number> {
  const started = performance.now();
  const changed = await changedSales(db, now);
  let updated = 0;
  for (let start = 0; start < changed.length; start += batchSize) {
    if (start > 0 && performance.now() - started > passBudgetMs) break;
    const batch = changed.slice(start, start + batchSize).sort((a, b) => (a.id < b.id ? -1 : 1));
    const ids = batch.map((figure) => figure.id);
    const units = batch.map((figure) => figure.units);
    updated += await inTransaction(
      db,
      async (tx) => {
        // In id order, the shop-wide lock order (ADR 0009) a checkout follows too.
        await prismaSql(tx).query(Prisma.sql`
          SELECT id FROM products WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR NO KEY UPDATE`);
        return prismaSql(tx).execute(Prisma.sql`
          UPDATE products p SET sales_30d = figure.units
            FROM unnest(${ids}::uuid[], ${units}::int[]) AS figure(id, units)
           WHERE p.id = figure.id AND p.sales_30d IS DISTINCT FROM figure.units`);
      },
      { maxWait: 10_000, timeout: 30_000 },
    );
  }
  return updated;
}
