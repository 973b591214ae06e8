// What Toss says of a payment becomes the order's state, in one place for the confirm call and
// the webhooks: DONE pays the order, WAITING_FOR_DEPOSIT issues its virtual account, and an
// unpaid order whose payment Toss ended (CANCELED, EXPIRED, ABORTED) is cancelled. Every change
// happens under the order's and the payment's row locks, and only on a real change of status, so
// the same answer read twice (a repeated confirm, a repeated webhook) changes nothing.
import { tossPaymentStatuses, type TossPaymentStatus } from '@jangbogi/contracts/payments';
import type { OrderStatus, PaymentStatus } from '@jangbogi/contracts/admin';
import type { DbOrTx } from '../../../db/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { conflict } from '../../../lib/errors.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import { orderConfirmationEmail } from '../../orders/emails.ts';
import { recordOrderChange } from '../../orders/order-events.ts';
import { transferDueAt } from '../../orders/transfer-deadline.ts';
import { orderStatusEmail } from '../../orders/order-emails.ts';
import { lockOrder } from '../../orders/order-actions.ts';
import { loadPresentedOrder } from '../../orders/present.ts';
import type { TossPayment } from '../../payment-gateway/client.ts';
import { VIRTUAL_ACCOUNT_METHOD } from '../../payment-gateway/present.ts';
import { cancelUnpaidTossOrder } from './release.ts';
import { owePaidOrderReceipt } from '../../cash-receipts/duties.ts';

export interface LockedTossPayment {
  order_id: string;
  toss_order_id: string;
  amount: number;
  /** The order's VAT-exempt part, which the widget was told to send as taxFreeAmount. */
  tax_free_amount: number;
  status: TossPaymentStatus;
  language: Language;
  payment_key: string | null;
  cart_line_ids: string[];
  order_number: string;
  order_status: OrderStatus;
  order_payment_status: PaymentStatus;
  customer_name: string;
  customer_email: string;
  /** The customer's language for status emails (their account's). */
  customer_language: Language;
  /** The order belongs to no account yet: a guest's whose email is not proved (ADR 0008). */
  guest_owned: boolean;
}

/**
 * Locks the order, then its payment (the order row first, as every order action does), and
 * answers both; undefined when no Toss payment has this orderId.
 */
export async function lockTossPayment(
  tx: DbOrTx,
  by: { tossOrderId: string } | { paymentKey: string },
): Promise<LockedTossPayment | undefined> {
  const sql = prismaSql(tx);
  const where =
    'tossOrderId' in by
      ? Prisma.sql`toss_order_id = ${by.tossOrderId}`
      : Prisma.sql`payment_key = ${by.paymentKey}`;
  const [found] = await sql.query<{ order_id: string }>(
    Prisma.sql`SELECT order_id FROM toss_payments WHERE ${where}`,
  );
  if (!found) return undefined;
  const order = await lockOrder(tx, found.order_id);
  if (!order) return undefined;
  const [payment] = await sql.query<
    Pick<
      LockedTossPayment,
      | 'toss_order_id'
      | 'amount'
      | 'tax_free_amount'
      | 'status'
      | 'language'
      | 'payment_key'
      | 'cart_line_ids'
      | 'guest_owned'
    >
  >(Prisma.sql`
    SELECT toss_order_id, amount, tax_free_amount, status::text AS status, language, payment_key,
           cart_line_ids::text[] AS cart_line_ids,
           (SELECT o.user_id IS NULL FROM orders o WHERE o.id = order_id) AS guest_owned
      FROM toss_payments WHERE order_id = ${found.order_id}::uuid FOR UPDATE`);
  if (!payment) return undefined;
  return {
    ...payment,
    order_id: order.id,
    order_number: order.order_number,
    order_status: order.status,
    order_payment_status: order.payment_status,
    customer_name: order.customer_name,
    customer_email: order.customer_email,
    customer_language: order.language,
  };
}

export interface SettleOptions {
  publicUrl: string;
  transferDays: number;
  now: Date;
}

const statusOf = (toss: string): TossPaymentStatus | null => {
  const lower = toss.toLowerCase();
  return (tossPaymentStatuses as readonly string[]).includes(lower)
    ? (lower as TossPaymentStatus)
    : null;
};

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Toss's answer for this order's payment: refused when it speaks of another order or amount. */
function checkSamePayment(locked: LockedTossPayment, payment: TossPayment): void {
  if (payment.orderId !== locked.toss_order_id || payment.totalAmount !== locked.amount)
    throw conflict('payments.mismatch', 'PAYMENT_MISMATCH');
  if (locked.payment_key && payment.paymentKey !== locked.payment_key)
    throw conflict('payments.paidByAnother', 'PAYMENT_MISMATCH');
}

/**
 * Applies Toss's Payment object to the locked order. Answers the payment's status after it.
 */
export async function settleTossPayment(
  tx: DbOrTx,
  locked: LockedTossPayment,
  payment: TossPayment,
  options: SettleOptions,
): Promise<TossPaymentStatus> {
  checkSamePayment(locked, payment);
  const next = statusOf(payment.status);
  // READY and IN_PROGRESS: the shopper is still in the widget; nothing to record yet.
  if (!next) return locked.status;
  const account = payment.virtualAccount ?? null;
  // A virtual account holds the order until Toss's deadline for it, or the shop's own for a
  // transfer if that comes first: Toss's widget takes no deadline per payment, and an order
  // must be paid by the eve of its delivery day like any transfer (transfer-deadline.ts).
  const holdsUntil =
    next === 'waiting_for_deposit' && account
      ? Prisma.sql`LEAST(${new Date(account.dueDate)}::timestamptz,
          (SELECT ${transferDueAt(options.transferDays)} FROM orders WHERE id = ${locked.order_id}::uuid))`
      : Prisma.sql`hold_expires_at`;
  await prismaSql(tx).execute(Prisma.sql`
    UPDATE toss_payments
       SET status = ${next}::"TossPaymentStatus", payment_key = ${payment.paymentKey},
           method = ${payment.method}, approved_at = ${dateOrNull(payment.approvedAt)},
           receipt_url = ${payment.receipt?.url ?? null}, balance_amount = ${payment.balanceAmount},
           va_bank_code = ${account?.bankCode ?? null},
           va_account_number = ${account?.accountNumber ?? null},
           va_due_date = ${dateOrNull(account?.dueDate)},
           hold_expires_at = ${holdsUntil},
           updated_at = ${options.now}
     WHERE order_id = ${locked.order_id}::uuid`);
  if (next === locked.status) return next;

  const firstAnswer = locked.status === 'waiting';
  if (firstAnswer && (next === 'done' || next === 'waiting_for_deposit')) {
    // The shopper's order is placed for good: its cart lines go, as they do at checkout.
    await prismaSql(tx).execute(Prisma.sql`
      DELETE FROM cart_items WHERE id = ANY(${locked.cart_line_ids}::uuid[])`);
  }
  if (next === 'done' && locked.order_payment_status !== 'paid') {
    await markPaid(tx, locked, options, firstAnswer);
    // A deposit to a virtual account is a cash payment: it owes a cash receipt (cash-receipts.ts
    // issues it through Toss once this commits). A card's slip is its receipt.
    if (payment.method === VIRTUAL_ACCOUNT_METHOD)
      await owePaidOrderReceipt(tx, locked.order_id, options.now);
  } else if (next === 'waiting_for_deposit' && firstAnswer) {
    await recordOrderChange(
      tx,
      {
        orderId: locked.order_id,
        actorUserId: null,
        action: 'virtual_account_issued',
        from: { status: locked.order_status, paymentStatus: locked.order_payment_status },
        to: { status: locked.order_status, paymentStatus: locked.order_payment_status },
        note: null,
        at: options.now,
      },
      await confirmationEmail(tx, locked, options),
    );
  } else if (
    (next === 'canceled' || next === 'expired' || next === 'aborted') &&
    locked.order_payment_status !== 'paid' &&
    locked.order_status !== 'cancelled'
  ) {
    await cancelUnpaidTossOrder(tx, locked, { now: options.now, email: !firstAnswer });
  }
  return next;
}

async function confirmationEmail(tx: DbOrTx, locked: LockedTossPayment, options: SettleOptions) {
  const order = await loadPresentedOrder(tx, locked.order_id, {
    now: options.now,
    transferDays: options.transferDays,
  });
  if (!order) throw new Error(`Order ${locked.order_id} vanished under its lock`);
  return orderConfirmationEmail(
    order,
    { publicUrl: options.publicUrl, language: locked.language, guestOwned: locked.guest_owned },
    null,
  );
}

/** Paid: confirmed for the shop to pack; the shopper hears of it once. */
async function markPaid(
  tx: DbOrTx,
  locked: LockedTossPayment,
  options: SettleOptions,
  firstAnswer: boolean,
): Promise<void> {
  const to = {
    status: locked.order_status === 'pending' ? ('confirmed' as const) : locked.order_status,
    paymentStatus: 'paid' as const,
  };
  await tx.order.update({
    where: { id: locked.order_id },
    data: { status: to.status, paymentStatus: 'paid', paidAt: options.now },
    select: { id: true },
  });
  // A card payment's shopper gets the order confirmation, now that it is placed for good; a
  // virtual account's already had it with the account, and now hears the deposit arrived.
  const email = firstAnswer
    ? await confirmationEmail(tx, locked, options)
    : orderStatusEmail(
        {
          orderNumber: locked.order_number,
          customerName: locked.customer_name,
          customerEmail: locked.customer_email,
          total: locked.amount,
          paid: false,
          language: locked.customer_language,
        },
        'confirm_payment',
        null,
      );
  await recordOrderChange(
    tx,
    {
      orderId: locked.order_id,
      actorUserId: null,
      action: 'paid_online',
      from: { status: locked.order_status, paymentStatus: locked.order_payment_status },
      to,
      note: null,
      at: options.now,
    },
    email,
  );
}
