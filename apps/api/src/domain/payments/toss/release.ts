// An unpaid Toss order ends in one of three ways: the shopper gives up in the widget (the fail
// URL: abort), nobody pays within the hold (the job: expired), or Toss ends the payment itself
// (a virtual account's deadline). Each cancels the order and gives its stock back exactly once:
// the change happens only while the payment row, locked, still shows it waiting.
import type { TossPaymentStatus } from '@jangbogi/contracts/payments';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { orderStatusEmail } from '../../orders/order-emails.ts';
import { lockOrderProducts, releaseCancelledOrder } from '../../orders/order-release.ts';
import type { LockedTossPayment } from './settle.ts';
import { lockTossPayment } from './settle.ts';

// Any constant shared by every instance; only one of them expires holds at a time.
const EXPIRY_LOCK_KEY = 0x746f7373; // 'toss'
const BATCH_SIZE = 200;

/**
 * Cancels the locked, unpaid order and releases its stock, delivery slot and promo use. `email`:
 * the shopper had a confirmation (a virtual account was issued) and hears of the cancellation.
 */
export async function cancelUnpaidTossOrder(
  tx: DbOrTx,
  locked: LockedTossPayment,
  options: { now: Date; email: boolean; action?: string; note?: string | null },
): Promise<void> {
  await tx.order.update({
    where: { id: locked.order_id },
    data: { status: 'cancelled', cancelledAt: options.now },
    select: { id: true },
  });
  await releaseCancelledOrder(tx, locked.order_id);
  await tx.orderEvent.create({
    data: {
      orderId: locked.order_id,
      actorUserId: null,
      action: options.action ?? 'payment_not_completed',
      fromStatus: locked.order_status,
      toStatus: 'cancelled',
      fromPaymentStatus: locked.order_payment_status,
      toPaymentStatus: locked.order_payment_status,
      note: options.note ?? null,
      createdAt: options.now,
    },
    select: { id: true },
  });
  if (options.email) {
    await enqueueEmail(
      tx,
      orderStatusEmail(
        {
          orderNumber: locked.order_number,
          customerName: locked.customer_name,
          customerEmail: locked.customer_email,
          total: locked.amount,
          paid: false,
          language: locked.customer_language,
        },
        'auto_cancel',
        null,
      ),
    );
  }
}

async function endWaiting(
  tx: DbOrTx,
  locked: LockedTossPayment,
  status: 'aborted' | 'expired',
  fail: { code: string | null; message: string | null },
  now: Date,
): Promise<void> {
  await prismaSql(tx).execute(Prisma.sql`
    UPDATE toss_payments
       SET status = ${status}::"TossPaymentStatus", fail_code = ${fail.code},
           fail_message = ${fail.message}, updated_at = ${now}
     WHERE order_id = ${locked.order_id}::uuid`);
  if (locked.order_status !== 'cancelled') {
    await cancelUnpaidTossOrder(tx, locked, {
      now,
      email: locked.status === 'waiting_for_deposit',
      action: status === 'aborted' ? 'payment_aborted' : 'payment_expired',
      note: fail.code,
    });
  }
}

/**
 * The fail URL: the shopper closed the widget or the payment failed there. A waiting order is
 * cancelled and its stock released; any other (confirmed, already aborted) is left as it is.
 * Answers the payment's status after the call.
 */
export async function abortTossPayment(
  db: Db,
  input: { tossOrderId: string; code?: string | undefined; message?: string | undefined },
  now: Date,
): Promise<TossPaymentStatus> {
  return inTransaction(
    db,
    async (tx) => {
      const locked = await lockTossPayment(tx, { tossOrderId: input.tossOrderId });
      if (!locked) throw notFound('orders.notFound', 'ORDER_NOT_FOUND');
      if (locked.status !== 'waiting') return locked.status;
      await lockOrderProducts(tx, [locked.order_id]);
      await endWaiting(
        tx,
        locked,
        'aborted',
        { code: input.code ?? null, message: input.message ?? null },
        now,
      );
      return 'aborted';
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}

/**
 * The job: orders still waiting for their payment past their hold (15 minutes; a virtual
 * account's deadline) are cancelled and their stock released. One instance at a time; an order
 * being confirmed right now is skipped (its row is locked) and looked at again next pass.
 * Answers the cancelled order numbers.
 */
export async function expireTossHolds(db: Db, now: Date): Promise<string[]> {
  return inTransaction(
    db,
    async (tx) => {
      const sql = prismaSql(tx);
      const [lock] = await sql.query<{ locked: boolean }>(Prisma.sql`
        SELECT pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) AS locked`);
      if (!lock?.locked) return [];
      const due = await sql.query<{ toss_order_id: string }>(Prisma.sql`
        SELECT t.toss_order_id FROM toss_payments t JOIN orders o ON o.id = t.order_id
         WHERE t.status IN ('waiting', 'waiting_for_deposit') AND t.hold_expires_at <= ${now}
         ORDER BY t.hold_expires_at
         LIMIT ${BATCH_SIZE}
         FOR UPDATE OF o SKIP LOCKED`);
      const expired: string[] = [];
      for (const { toss_order_id } of due) {
        const locked = await lockTossPayment(tx, { tossOrderId: toss_order_id });
        if (!locked || (locked.status !== 'waiting' && locked.status !== 'waiting_for_deposit'))
          continue;
        await lockOrderProducts(tx, [locked.order_id]);
        await endWaiting(tx, locked, 'expired', { code: null, message: null }, now);
        expired.push(locked.order_number);
      }
      return expired;
    },
    { maxWait: 10_000, timeout: 60_000 },
  );
}
