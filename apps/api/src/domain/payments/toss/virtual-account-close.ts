// A virtual account stays open at Toss until it is paid, closed or past Toss's own deadline for
// it. When the shop cancels its order first (the shopper or the team cancelled it, or the order
// reached the shop's payment deadline, which can come before Toss's: settle.ts), the account is
// closed at Toss, a cancel of the whole with no refund account, so that no deposit can arrive
// for an order that no longer exists.
import type { TossPaymentStatus } from '@jangbogi/contracts/payments';
import type { Db } from '../../../db/client.ts';
import type { Logger } from '../../../lib/logger.ts';
import {
  TossApiError,
  TossUnavailableError,
  type TossClient,
} from '../../payment-gateway/client.ts';

interface Options {
  now: Date;
  log: Logger;
}

async function closeAtToss(
  db: Db,
  toss: TossClient,
  account: { orderId: string; paymentKey: string; status: TossPaymentStatus },
  options: Options,
): Promise<void> {
  try {
    const answer = await toss.cancel(
      account.paymentKey,
      { cancelReason: 'Order cancelled' },
      `close-${account.orderId}`,
    );
    await db.tossPayment.updateMany({
      where: { orderId: account.orderId, status: account.status },
      data: { status: answer.status.toLowerCase() as TossPaymentStatus, updatedAt: options.now },
    });
  } catch (error) {
    if (!(error instanceof TossApiError || error instanceof TossUnavailableError)) throw error;
    // Toss closes it at its deadline anyway; reconciliation lists it meanwhile.
    options.log.warn(
      { orderId: account.orderId, reason: error.message },
      'Toss did not close a virtual account',
    );
  }
}

/** A cancelled order whose virtual account still waits for a deposit: closed at Toss. */
export async function closeUnpaidVirtualAccount(
  db: Db,
  toss: TossClient,
  orderId: string,
  options: Options,
): Promise<void> {
  const payment = await db.tossPayment.findUnique({
    where: { orderId },
    select: { paymentKey: true, status: true, order: { select: { status: true } } },
  });
  if (!payment?.paymentKey || payment.status !== 'waiting_for_deposit') return;
  if (payment.order.status !== 'cancelled') return;
  await closeAtToss(
    db,
    toss,
    { orderId, paymentKey: payment.paymentKey, status: payment.status },
    options,
  );
}

/**
 * The job's side: virtual accounts whose order expired at the shop's deadline while Toss would
 * still take a deposit into them. One that Toss would not close now is tried again next run,
 * until Toss's own deadline passes. Answers how many were asked to close.
 */
export async function closeLapsedVirtualAccounts(
  db: Db,
  toss: TossClient,
  options: Options,
): Promise<number> {
  const lapsed = await db.tossPayment.findMany({
    where: {
      status: 'expired',
      paymentKey: { not: null },
      vaDueDate: { gt: options.now },
      order: { status: 'cancelled' },
    },
    select: { orderId: true, paymentKey: true },
    take: 100,
  });
  for (const { orderId, paymentKey } of lapsed) {
    if (paymentKey)
      await closeAtToss(db, toss, { orderId, paymentKey, status: 'expired' }, options);
  }
  return lapsed.length;
}
