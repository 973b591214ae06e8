// Every refund of an order paid through Toss (a shopper's cancel, an approved return, a refund in
// the back office, a short or substituted line at packing) is a `toss` refund row, written by the
// orders domain in its own transaction. Once that has committed, the money goes back through
// Toss's cancel API (POST /v1/payments/{paymentKey}/cancel) with the refund's exact amount and an
// Idempotency-Key of its own, so a retry never cancels twice; a virtual account's refund carries
// the account the shopper named. Toss's answer is kept on the refund: the cancel's transaction key
// (the refund is then refunded), or its reason for refusing (the refund waits for a retry).
import type { TossPaymentStatus } from '@jangbogi/contracts/payments';
import type { Db } from '../../../db/client.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { formatWon } from '@jangbogi/contracts/format';
import type { Logger } from '../../../lib/logger.ts';
import { recordOrderChange } from '../../orders/order-events.ts';
import { refundEmail } from '../../orders/order-emails.ts';
import { lockOrder } from '../../orders/order-actions.ts';
import { markOrderRefunded } from '../../orders/refunds.ts';
import { bankCode } from '../../payment-gateway/banks.ts';
import {
  TossApiError,
  TossUnavailableError,
  type TossCancelRequest,
  type TossClient,
  type TossPayment,
} from '../../payment-gateway/client.ts';
import { REFUND_ACCOUNT_REQUIRED, VIRTUAL_ACCOUNT_METHOD } from '../../payment-gateway/present.ts';

/**
 * One key per refund and refusal: however often it is sent without an answer, Toss cancels its
 * amount once; after Toss refused it (and so did nothing), a retry is a new request.
 */
export const refundIdempotencyKey = (refundId: string, refusals: number) =>
  `refund-${refundId}-${refusals}`;

// Toss takes a cancel reason of at most 200 characters.
const REASON_MAX = 200;

const refundSelect = {
  id: true,
  orderId: true,
  amount: true,
  taxExempt: true,
  note: true,
  cancelsOrder: true,
  bankName: true,
  accountNumber: true,
  accountHolder: true,
  gatewayRefusals: true,
  order: {
    select: {
      tossPayment: { select: { paymentKey: true, method: true, taxFreeAmount: true } },
    },
  },
} satisfies Prisma.RefundSelect;

export interface RefundSelection {
  orderId?: string;
  refundId?: string;
  /** Only refunds never sent yet (the job's catch-up after a crash between commit and send). */
  neverSent?: boolean;
}

/** Sends the selected waiting `toss` refunds to Toss, one by one. Answers how many Toss took. */
export async function sendTossRefunds(
  db: Db,
  toss: TossClient,
  selection: RefundSelection,
  options: { now: Date; log: Logger },
): Promise<number> {
  const refunds = await db.refund.findMany({
    where: {
      method: 'toss',
      status: 'to_refund',
      ...(selection.orderId ? { orderId: selection.orderId } : {}),
      ...(selection.refundId ? { id: selection.refundId } : {}),
      ...(selection.neverSent ? { gatewayAttemptedAt: null } : {}),
    },
    orderBy: { createdAt: 'asc' },
    take: 100,
    select: refundSelect,
  });
  let sent = 0;
  for (const refund of refunds) {
    if (await sendOne(db, toss, refund, options)) sent += 1;
  }
  return sent;
}

type WaitingRefund = Prisma.RefundGetPayload<{ select: typeof refundSelect }>;

/**
 * The exempt part Toss may still give back: the payment's taxFreeAmount less what earlier cancels
 * gave back. A payment Toss took before the shop sent its exempt part has none.
 */
async function taxFreeLeft(db: Db, refund: WaitingRefund): Promise<number> {
  const paid = refund.order.tossPayment?.taxFreeAmount ?? 0;
  if (paid === 0) return 0;
  const cancelled = await db.refund.aggregate({
    where: { orderId: refund.orderId, method: 'toss', status: 'refunded' },
    _sum: { taxExempt: true },
  });
  return Math.max(paid - (cancelled._sum.taxExempt ?? 0), 0);
}

/** The cancel request, or why it cannot be sent yet. */
function cancelRequest(
  refund: WaitingRefund,
  taxFreeLeft: number,
): TossCancelRequest | { problem: string } {
  const reason = (refund.note?.trim() || 'Refund').slice(0, REASON_MAX);
  const request: TossCancelRequest = {
    cancelReason: reason,
    cancelAmount: refund.amount,
    // The exempt part of the amount (ADR 0038); Toss counts an omitted one as 0. The refund that
    // cancels the order takes all Toss has left, so no won of a rounding stays behind.
    taxFreeAmount: Math.min(refund.cancelsOrder ? refund.amount : refund.taxExempt, taxFreeLeft),
  };
  if (refund.order.tossPayment?.method !== VIRTUAL_ACCOUNT_METHOD) return request;
  if (!refund.bankName || !refund.accountNumber || !refund.accountHolder)
    return {
      problem: `${REFUND_ACCOUNT_REQUIRED}: the shopper has not named the account for this refund yet`,
    };
  const bank = bankCode(refund.bankName);
  if (!bank) return { problem: `UNKNOWN_BANK: Toss does not know the bank "${refund.bankName}"` };
  return {
    ...request,
    refundReceiveAccount: {
      bank,
      accountNumber: refund.accountNumber.replace(/-/g, ''),
      holderName: refund.accountHolder,
    },
  };
}

async function recordProblem(
  db: Db,
  refundId: string,
  problem: string,
  now: Date,
  refused = false,
) {
  await db.refund.updateMany({
    where: { id: refundId, status: 'to_refund' },
    data: {
      gatewayError: problem,
      gatewayAttemptedAt: now,
      ...(refused ? { gatewayRefusals: { increment: 1 } } : {}),
    },
  });
}

async function sendOne(
  db: Db,
  toss: TossClient,
  refund: WaitingRefund,
  options: { now: Date; log: Logger },
): Promise<boolean> {
  const paymentKey = refund.order.tossPayment?.paymentKey;
  if (!paymentKey) {
    await recordProblem(
      db,
      refund.id,
      'NO_PAYMENT: the order has no confirmed payment',
      options.now,
    );
    return false;
  }
  const request = cancelRequest(refund, await taxFreeLeft(db, refund));
  if ('problem' in request) {
    await recordProblem(db, refund.id, request.problem, options.now);
    return false;
  }
  let answer: TossPayment;
  try {
    answer = await toss.cancel(
      paymentKey,
      request,
      refundIdempotencyKey(refund.id, refund.gatewayRefusals),
    );
  } catch (error) {
    const problem =
      error instanceof TossApiError
        ? `${error.code}: ${error.message}`
        : error instanceof TossUnavailableError
          ? `UNAVAILABLE: ${error.reason}`
          : null;
    if (!problem) throw error;
    options.log.warn({ refundId: refund.id, problem }, 'Toss did not cancel a refund');
    await recordProblem(db, refund.id, problem, options.now, error instanceof TossApiError);
    return false;
  }
  await recordCancelled(db, refund, answer, options.now);
  return true;
}

/** The money went back: the refund is refunded, the payment shows what is left of it. */
async function recordCancelled(db: Db, refund: WaitingRefund, answer: TossPayment, now: Date) {
  const transactionKey =
    answer.cancels?.at(-1)?.transactionKey ?? answer.lastTransactionKey ?? null;
  await inTransaction(
    db,
    async (tx) => {
      const locked = await lockOrder(tx, refund.orderId);
      if (!locked) return;
      const { count } = await tx.refund.updateMany({
        where: { id: refund.id, status: 'to_refund' },
        data: {
          status: 'refunded',
          refundedAt: now,
          gatewayAttemptedAt: now,
          gatewayTransactionKey: transactionKey,
          gatewayError: null,
        },
      });
      if (count === 0) return;
      const status = answer.status.toLowerCase() as TossPaymentStatus;
      await tx.tossPayment.update({
        where: { orderId: refund.orderId },
        data: { status, balanceAmount: answer.balanceAmount, updatedAt: now },
        select: { orderId: true },
      });
      const unchanged = { status: locked.status, paymentStatus: locked.payment_status };
      await recordOrderChange(
        tx,
        {
          orderId: locked.id,
          actorUserId: null,
          action: 'refunded_online',
          from: unchanged,
          to: unchanged,
          note: `Refunded ${formatWon(refund.amount)} through Toss (${transactionKey ?? '-'})`,
          at: now,
        },
        refundEmail(
          {
            orderNumber: locked.order_number,
            customerName: locked.customer_name,
            customerEmail: locked.customer_email,
            total: locked.total,
            language: locked.language,
          },
          { amount: refund.amount, method: 'toss', cancelsOrder: refund.cancelsOrder },
          'refunded',
        ),
      );
    },
    { maxWait: 10_000, timeout: 15_000 },
  );
}

/**
 * The back office's "refunded" button: a refund by transfer or cash is recorded as paid out; a
 * refund through Toss is sent (again) to Toss instead, whose answer decides.
 */
export async function completeRefund(
  db: Db,
  toss: TossClient | null,
  change: { orderId: string; refundId: string; actorUserId: string; now: Date },
  log: Logger,
): Promise<void> {
  const refund = await db.refund.findFirst({
    where: { id: change.refundId, orderId: change.orderId },
    select: { method: true },
  });
  if (refund?.method !== 'toss' || !toss) return markOrderRefunded(db, change);
  await sendTossRefunds(
    db,
    toss,
    { orderId: change.orderId, refundId: change.refundId },
    { now: change.now, log },
  );
}
