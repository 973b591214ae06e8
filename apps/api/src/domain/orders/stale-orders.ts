// Orders left too long in a state nobody moves them out of are cancelled by a job: their stock
// goes back on the shelf and the customer is told. Unpaid transfers (transfer-review.ts) and
// unconfirmed cash orders (unconfirmed-cash.ts) differ only in which orders and what they say.
import { prismaSql } from '../../db/sql.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { changeOrder, type OrderChange } from './order-actions.ts';
import { lockOrderProducts } from './order-release.ts';

const BATCH_SIZE = 200;

export interface StaleOrders {
  /** Any constant shared by every instance; only one of them holds it at a time. */
  lockKey: number;
  /** Which orders are stale, as a condition on `orders`. */
  where: Prisma.Sql;
  reason: NonNullable<OrderChange['reason']>;
  note: string | null;
}

/**
 * Cancels one batch of stale orders, oldest first. Safe to run from several instances at once: a
 * transaction-level advisory lock lets one run at a time, and the row locks keep a shop-team
 * action and this job from changing the same order twice. Returns the cancelled order numbers.
 */
export async function cancelStaleOrders(db: Db, stale: StaleOrders, now: Date): Promise<string[]> {
  return inTransaction(
    db,
    async (tx) => {
      const [lock] = await prismaSql(tx).query<{ locked: boolean }>(Prisma.sql`
        SELECT pg_try_advisory_xact_lock(${stale.lockKey}) AS locked`);
      if (!lock?.locked) return [];
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
          note: stale.note,
          now,
        });
      }
      return orders.map((o) => o.order_number);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
