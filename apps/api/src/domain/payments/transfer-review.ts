// Account-transfer orders waiting for money: the review queue, and the clean-up of orders
// whose transfer never came.
import type { ReviewQueue } from '@jangbogi/contracts/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { PrivateFileLinks } from '../files/private-links.ts';
import { hoursBetween } from '@jangbogi/contracts/korea-time';
import { cancelStaleOrders } from '../orders/stale-orders.ts';
import { transferDueAt } from '../orders/transfer-deadline.ts';

/**
 * The orders waiting for their transfer, in the words of orders_awaiting_transfer_idx's predicate.
 * The values are written into the statement: Prisma sends them as parameters cast to the enum
 * types, a cast PostgreSQL cannot work out while planning, so it could not prove the partial
 * index covers the query and read orders_placed_at_idx from the oldest order instead (1.1 s a
 * queue over a million orders, against a few milliseconds on the index).
 */
const AWAITING_PAYMENT = Prisma.sql`payment_method = 'account_transfer'
  AND payment_status IN ('unpaid', 'proof_submitted') AND status <> 'cancelled'`;

export async function countReviewQueue(db: DbOrTx): Promise<number> {
  const [row] = await prismaSql(db).query<{ n: number }>(
    Prisma.sql`SELECT count(*)::int AS n FROM orders WHERE ${AWAITING_PAYMENT}`,
  );
  return row?.n ?? 0;
}

/** The first `limit` orders of the queue, oldest first, read on the partial index. */
async function awaitingIds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await prismaSql(db).query<{ id: string }>(Prisma.sql`
    SELECT id FROM orders WHERE ${AWAITING_PAYMENT}
     ORDER BY placed_at, order_number LIMIT ${limit}`);
  return rows.map((row) => row.id);
}

/** `links` signs the short-lived URLs of the transfer screenshots (they are never public). */
export async function reviewQueue(
  db: DbOrTx,
  now: Date,
  links: PrivateFileLinks,
): Promise<ReviewQueue> {
  const orders = await db.order.findMany({
    where: { id: { in: await awaitingIds(db, 500) } },
    orderBy: [{ placedAt: 'asc' }, { orderNumber: 'asc' }],
    select: {
      id: true,
      orderNumber: true,
      customerName: true,
      customerEmail: true,
      depositorName: true,
      total: true,
      status: true,
      paymentStatus: true,
      placedAt: true,
      paymentProofs: {
        where: { rejectedAt: null },
        orderBy: { createdAt: 'desc' },
        take: 1,
        select: { fileKey: true, createdAt: true },
      },
    },
  });
  return {
    orders: orders.map(({ paymentProofs: [proof], ...o }) => ({
      _id: o.id,
      order_number: o.orderNumber,
      customer_name: o.customerName,
      customer_email: o.customerEmail,
      depositor_name: o.depositorName,
      amount_due: o.total,
      status: o.status,
      payment_status: o.paymentStatus,
      placed_at: o.placedAt.toISOString(),
      age_hours: hoursBetween(o.placedAt, now),
      proof_url: proof ? links.url(proof.fileKey, now) : null,
      proof_uploaded_at: proof?.createdAt.toISOString() ?? null,
    })),
  };
}

const STALE_TRANSFER_LOCK_KEY = 0x6a616e67; // 'jang'

/**
 * Cancels account-transfer orders still unpaid (no proof uploaded) at their payment deadline
 * (`days` after they were placed, or the eve of their delivery day if sooner): stock goes back
 * and the customer is told. Orders with a proof waiting for
 * review are left for the shop team. Returns the cancelled order numbers.
 */
export async function cancelStaleTransferOrders(
  db: Db,
  now: Date,
  days: number,
): Promise<string[]> {
  return cancelStaleOrders(
    db,
    {
      lockKey: STALE_TRANSFER_LOCK_KEY,
      where: Prisma.sql`payment_method = 'account_transfer' AND payment_status = 'unpaid'
        AND status IN ('pending', 'confirmed') AND ${transferDueAt(days)} <= ${now}`,
      reason: 'auto_cancel',
      recordOnly: 'No transfer received by the payment deadline.',
    },
    now,
  );
}
