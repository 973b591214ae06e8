// Account-transfer orders waiting for money: the review queue, and the clean-up of orders
// whose transfer never came.
import type { ReviewQueue } from '@jangbogi/contracts/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { PrivateFileLinks } from '../files/private-links.ts';
import { hoursBetween } from '@jangbogi/contracts/korea-time';
import { cancelStaleOrders } from '../orders/stale-orders.ts';
import { transferDueAt } from '../orders/transfer-deadline.ts';

const awaitingPayment = {
  paymentMethod: 'account_transfer',
  status: { not: 'cancelled' },
  paymentStatus: { in: ['unpaid', 'proof_submitted'] },
} satisfies Prisma.OrderWhereInput;

export async function countReviewQueue(db: DbOrTx): Promise<number> {
  return db.order.count({ where: awaitingPayment });
}

/** `links` signs the short-lived URLs of the transfer screenshots (they are never public). */
export async function reviewQueue(
  db: DbOrTx,
  now: Date,
  links: PrivateFileLinks,
): Promise<ReviewQueue> {
  const orders = await db.order.findMany({
    where: awaitingPayment,
    orderBy: [{ placedAt: 'asc' }, { orderNumber: 'asc' }],
    take: 500,
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
      note: 'No transfer received by the payment deadline.',
    },
    now,
  );
}
