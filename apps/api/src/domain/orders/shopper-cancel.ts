// A shopper cancels their own order (the return policy): while it is pending and not yet paid,
// or within a day of payment while it has not been shipped. An unpaid order is cancelled like the
// shop cancels one; a paid one is cancelled by a full refund, which waits in the back office's
// refund queue until the money has gone back. The order row is locked first, so a cancel racing
// the shop's "ship" or a second cancel sees the other's outcome.
import type { CancelOrderBody } from '@jangbogi/contracts/orders';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { changeOrder, lockOrder } from './order-actions.ts';
import { createRefund } from './refunds.ts';
import { VIRTUAL_ACCOUNT_METHOD } from '../payment-gateway/present.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { emailWords, type EmailWords } from '../email/words.ts';
import { ORDER_NOT_FOUND } from './queries.ts';
import { shopperMayCancel } from './transitions.ts';

export interface ShopperCancel {
  caller: Caller;
  orderId: string;
  body: CancelOrderBody;
  shopEmail: string;
  now: Date;
}

async function ownOrder(tx: DbOrTx, caller: Caller, orderId: string) {
  const order = await tx.order.findFirst({
    where: { id: orderId, ...ownerOf(caller) },
    select: { id: true, paidAt: true },
  });
  if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

async function cancelInTransaction(tx: DbOrTx, request: ShopperCancel): Promise<void> {
  const { id, paidAt } = await ownOrder(tx, request.caller, request.orderId);
  const locked = await lockOrder(tx, id);
  if (!locked) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (locked.status === 'cancelled') {
    throw conflict('cancel.alreadyCancelled', 'ALREADY_CANCELLED');
  }
  const state = { status: locked.status, paymentStatus: locked.payment_status, paidAt };
  if (!shopperMayCancel(state, request.now)) {
    throw conflict('cancel.windowClosed', 'CANCEL_WINDOW_CLOSED', {
      status: locked.status,
      payment_status: locked.payment_status,
    });
  }
  const actorUserId = request.caller.kind === 'user' ? request.caller.userId : null;
  const reason = request.body.reason?.trim() || null;
  if (locked.payment_status === 'paid') {
    // A card or easy-pay payment goes back by itself; a transfer or a virtual account needs the
    // account the money goes to.
    const needsAccount =
      locked.payment_method !== 'toss' ||
      (await tx.tossPayment.findUnique({ where: { orderId: id }, select: { method: true } }))
        ?.method === VIRTUAL_ACCOUNT_METHOD;
    if (needsAccount && !request.body.refund_account) {
      throw badRequest('refunds.accountRequired', 'REFUND_ACCOUNT_REQUIRED', {
        fieldErrors: { refund_account: ['refunds.accountRequired'] },
      });
    }
    await createRefund(tx, {
      orderId: id,
      actorUserId,
      now: request.now,
      body: {
        method: 'transfer',
        bank_account: request.body.refund_account,
        note: ['Cancelled by the customer', reason].filter(Boolean).join(': '),
      },
    });
  } else {
    await changeOrder(tx, {
      orderId: id,
      action: 'cancel',
      reason: 'customer_cancel',
      actorUserId,
      note: reason,
      now: request.now,
    });
  }
  await enqueueEmail(
    tx,
    shopCancelNotice(request.shopEmail, {
      orderNumber: locked.order_number,
      customer: `${locked.customer_name} (${locked.customer_email})`,
      paid: locked.payment_status === 'paid',
      reason,
    }),
  );
}

/**
 * The shop's copy: Korean first (a Korean shop team reads it first), then English for whoever
 * else works there.
 */
function shopCancelNotice(
  shopEmail: string,
  cancel: { orderNumber: string; customer: string; paid: boolean; reason: string | null },
) {
  const { orderNumber, customer, paid, reason } = cancel;
  const korean = emailWords('ko');
  const english = emailWords('en');
  const lines = (words: EmailWords) => [
    words.text('email.shopCancel.cancelled', { customer, orderNumber }),
    words.text('email.shopCancel.paid', { paid: paid ? 'yes' : 'no' }),
    ...(reason ? [words.labelled('email.shopCancel.reason', reason)] : []),
  ];
  return {
    kind: 'order_cancelled_by_customer',
    to: shopEmail,
    subject: [korean, english]
      .map((words) => words.text('email.shopCancel.subject', { orderNumber }))
      .join(' / '),
    text: [...lines(korean), '', ...lines(english)].join('\n'),
  };
}

/** Cancels the caller's own order. Throws 404 (not theirs), 409 (already cancelled or too late). */
export async function cancelOwnOrder(db: Db, request: ShopperCancel): Promise<void> {
  await inTransaction(db, (tx) => cancelInTransaction(tx, request), {
    maxWait: 10_000,
    timeout: 15_000,
  });
}
