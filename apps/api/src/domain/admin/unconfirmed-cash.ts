// Cash orders the shop team never confirmed: after a while they are cancelled and their stock
// goes back on the shelf, the same way unpaid transfers are (transfer-review.ts).
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { changeOrder } from './order-actions.ts';
import { lockOrderProducts } from './order-release.ts';

// Any constant shared by every instance; only one of them holds it at a time.
const UNCONFIRMED_CASH_LOCK_KEY = 0x63617368; // 'cash'
const BATCH_SIZE = 200;

/**
 * Cancels cash orders still `pending` (never confirmed by the shop) more than `days` days
 * after they were placed; `days` may be fractional (0.5 is twelve hours). Safe on several
 * instances at once: one transaction-level advisory lock, and row locks against a shop-team
 * action on the same order. Returns the cancelled order numbers.
 */
export async function cancelUnconfirmedCashOrders(
  db: Db,
  now: Date,
  days: number,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return inTransaction(
    db,
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${UNCONFIRMED_CASH_LOCK_KEY}) AS locked`;
      if (!lock?.locked) return [];
      const stale = await tx.$queryRaw<{ id: string; order_number: string }[]>`
        SELECT id, order_number FROM orders
         WHERE payment_method = 'cash' AND status = 'pending' AND placed_at < ${cutoff}
         ORDER BY placed_at
         LIMIT ${BATCH_SIZE}
         FOR UPDATE SKIP LOCKED`;
      // All their products first, in id order: one batch may share products with a checkout.
      await lockOrderProducts(
        tx,
        stale.map((o) => o.id),
      );
      for (const order of stale) {
        await changeOrder(tx, {
          orderId: order.id,
          action: 'cancel',
          reason: 'auto_cancel_unconfirmed',
          actorUserId: null,
          note: null,
          now,
        });
      }
      return stale.map((o) => o.order_number);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
