// Orders left too long in a state nobody moves them out of are cancelled by a job: their stock
// goes back on the shelf and the customer is told. Unpaid transfers (transfer-review.ts) and
// unconfirmed cash orders (unconfirmed-cash.ts) differ only in which orders and what they say.
import { prismaSql } from '../../db/sql.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { changeOrder, type OrderChange } from './order-actions.ts';
import { lockOrderProducts } from './order-release.ts';

// Each batch is one short transaction: its orders and their products stay locked only while
// that batch is cancelled, so a shop-team action or a checkout of the same products waits for a
// few orders, not for a whole run.
const BATCH_SIZE = 5;
/**
 * A run starts no batch after this long; the rest wait for the next run, minutes later. A
 * backlog (say, after the jobs were off for a day) is cleared over a few runs, each short.
 */
const RUN_BUDGET_MS = 3_000;

export interface StaleOrders {
  /** Any constant shared by every instance; only one of them holds it at a time. */
  lockKey: number;
  /** Which orders are stale, as a condition on `orders`. */
  where: Prisma.Sql;
  reason: NonNullable<OrderChange['reason']>;
  /** The history's note on each cancelled order (OrderChange.recordOnly). */
  recordOnly?: string;
}

/**
 * Cancels stale orders, oldest first, a batch at a time, until none is left or the run's time is
 * up. Safe to run from several instances at once: a transaction-level advisory lock lets one
 * batch run at a time, and the row locks keep a shop-team action and this job from changing the
 * same order twice. Returns the cancelled order numbers.
 */
export async function cancelStaleOrders(db: Db, stale: StaleOrders, now: Date): Promise<string[]> {
  const started = performance.now();
  const cancelled: string[] = [];
  for (;;) {
    const batch = await cancelBatch(db, stale, now);
    // null: another instance is cancelling the same kind of orders right now.
    if (batch === null) break;
    cancelled.push(...batch);
    if (batch.length < BATCH_SIZE || performance.now() - started > RUN_BUDGET_MS) break;
  }
  return cancelled;
}

async function cancelBatch(db: Db, stale: StaleOrders, now: Date): Promise<string[] | null> {
  return inTransaction(
    db,
    async (tx) => {
      const [lock] = await prismaSql(tx).query<{ locked: boolean }>(Prisma.sql`
        SELECT pg_try_advisory_xact_lock(${stale.lockKey}) AS locked`);
      if (!lock?.locked) return null;
      const orders = await prismaSql(tx).query<{ id: string; order_number: string }>(Prisma.sql`
        SELECT id, order_number FROM orders
         WHERE ${stale.where}
         ORDER BY placed_at
         LIMIT ${BATCH_SIZE}
         FOR UPDATE SKIP LOCKED`);
      // All their products first, in id order: one batch may share products with a checkout.
      await lockOrderProducts(
        tx,
        orders.map((o) => o.id),
      );
      for (const order of orders) {
        await changeOrder(tx, {
          orderId: order.id,
          action: 'cancel',
          reason: stale.reason,
          actorUserId: null,
          ...(stale.recordOnly === undefined ? {} : { recordOnly: stale.recordOnly }),
          now,
        });
      }
      return orders.map((o) => o.order_number);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
