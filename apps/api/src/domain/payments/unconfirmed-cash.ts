// Cash orders the shop team never confirmed: after a while they are cancelled and their stock
// goes back on the shelf, the same way unpaid transfers are (transfer-review.ts).
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { cancelStaleOrders } from '../orders/stale-orders.ts';
import { daysBefore } from '../../lib/time.ts';

const UNCONFIRMED_CASH_LOCK_KEY = 0x63617368; // 'cash'

/**
 * Cancels cash orders still `pending` (never confirmed by the shop) more than `days` days
 * after they were placed; `days` may be fractional (0.5 is twelve hours). Returns the cancelled
 * order numbers.
 */
export async function cancelUnconfirmedCashOrders(
  db: Db,
  now: Date,
  days: number,
): Promise<string[]> {
  const cutoff = daysBefore(now, days);
  return cancelStaleOrders(
    db,
    {
      lockKey: UNCONFIRMED_CASH_LOCK_KEY,
      // orders_unconfirmed_cash_idx's predicate, its values written into the statement (an enum
      // parameter would keep the planner from using the partial index, as transfer-review.ts says).
      where: Prisma.sql`payment_method = 'cash' AND status = 'pending' AND placed_at < ${cutoff}`,
      reason: 'auto_cancel_unconfirmed',
    },
    now,
  );
}
