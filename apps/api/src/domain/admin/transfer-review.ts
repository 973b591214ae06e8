// Account-transfer orders waiting for money: the review queue, and the clean-up of orders
// whose transfer never came.
import type { ReviewQueue } from '@jangbogi/contracts/admin';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { PrivateFileLinks } from '../files/private-links.ts';
import { inTransaction } from '../../db/transaction.ts';
import { changeOrder } from './order-actions.ts';
import { lockOrderProducts } from './order-release.ts';
import { hoursBetween } from './korea-time.ts';

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

// Any constant shared by every instance; only one of them holds it at a time.
const STALE_TRANSFER_LOCK_KEY = 0x6a616e67; // 'jang'
const BATCH_SIZE = 200;

/**
 * Cancels account-transfer orders still unpaid (no proof uploaded) more than `days` days after
 * they were placed: stock goes back and the customer is told. Orders with a proof waiting for
 * review are left for the shop team. Safe to run from several instances at once: a
 * transaction-level advisory lock lets one run at a time, and the row locks keep a shop-team
 * action and this job from changing the same order twice. Returns the cancelled order numbers.
 */
export async function cancelStaleTransferOrders(
  db: Db,
  now: Date,
  days: number,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return inTransaction(
    db,
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${STALE_TRANSFER_LOCK_KEY}) AS locked`;
      if (!lock?.locked) return [];
      const stale = await tx.$queryRaw<{ id: string; order_number: string }[]>`
        SELECT id, order_number FROM orders
         WHERE payment_method = 'account_transfer' AND payment_status = 'unpaid'
           AND status IN ('pending', 'confirmed') AND placed_at < ${cutoff}
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
          reason: 'auto_cancel',
          actorUserId: null,
          note: `No transfer received within ${days} days.`,
          now,
        });
      }
      return stale.map((o) => o.order_number);
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
