// The success URL's values come back here: the amount is checked against the order (never taken
// from the browser), then Toss is asked to confirm the payment. The order's and the payment's
// rows stay locked for the call, so a second tab, a reload and a double click wait for the first
// and then find the payment confirmed: at most one confirm reaches Toss, and even a retry after a
// lost answer is safe, since it carries the same Idempotency-Key.
import { createHash } from 'node:crypto';
import type { TossConfirmBody } from '@jangbogi/contracts/payments';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest, conflict, DomainError, notFound } from '../../../lib/errors.ts';
import type { Logger } from '../../../lib/logger.ts';
import {
  TossApiError,
  TossUnavailableError,
  type TossClient,
} from '../../payment-gateway/client.ts';
import { lockTossPayment, settleTossPayment, type SettleOptions } from './settle.ts';
import { cancelMistaxedPayment, taxFreeDiffers } from './tax-free-check.ts';

/**
 * One key per order and widget attempt: whichever request confirms it, Toss sees the same
 * confirmation; a new attempt after a declined card (a new paymentKey) is a new request.
 */
export const confirmIdempotencyKey = (tossOrderId: string, paymentKey: string) =>
  `confirm-${tossOrderId}-${createHash('sha256').update(paymentKey).digest('hex').slice(0, 32)}`;

// The confirm call waits at most this long for Toss, inside a transaction that must outlast it.
const CONFIRM_TRANSACTION_MS = 45_000;

export const paymentGatewayUnavailable = () =>
  new DomainError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', { id: 'payments.gatewayUnavailable' });

/** Toss refused the payment (a declined card, an expired session): the shopper may try again. */
export const paymentDeclined = (error: TossApiError) =>
  new DomainError(
    402,
    'PAYMENT_DECLINED',
    { id: 'payments.declined' },
    {
      toss_code: error.code,
      toss_message: error.message,
    },
  );

/** Confirms the payment; answers the order's id. Idempotent. */
export async function confirmTossPayment(
  db: Db,
  toss: TossClient,
  body: TossConfirmBody,
  options: SettleOptions & { log: Logger },
): Promise<string> {
  const confirmed = await inTransaction(
    db,
    async (tx): Promise<string | null> => {
      const locked = await lockTossPayment(tx, { tossOrderId: body.orderId });
      if (!locked) throw notFound('orders.notFound', 'ORDER_NOT_FOUND');
      if (body.amount !== locked.amount)
        throw badRequest('payments.amountMismatch', 'PAYMENT_AMOUNT_MISMATCH', {
          expected: locked.amount,
          received: body.amount,
        });
      if (locked.status !== 'waiting') {
        // Already confirmed (this tab, another, a reload): the same order, with no call to Toss.
        if (locked.payment_key === body.paymentKey) return locked.order_id;
        throw conflict('payments.notPending', 'PAYMENT_NOT_PENDING', { status: locked.status });
      }
      if (locked.order_status === 'cancelled')
        throw conflict('payments.notPending', 'PAYMENT_NOT_PENDING', { status: 'cancelled' });
      let payment;
      try {
        payment = await toss.confirm(
          { paymentKey: body.paymentKey, orderId: body.orderId, amount: locked.amount },
          confirmIdempotencyKey(body.orderId, body.paymentKey),
        );
      } catch (error) {
        if (error instanceof TossApiError) {
          options.log.warn(
            { orderId: body.orderId, tossCode: error.code },
            'Toss declined a payment',
          );
          throw paymentDeclined(error);
        }
        if (error instanceof TossUnavailableError) {
          options.log.error(
            { orderId: body.orderId, reason: error.reason },
            'Toss did not answer a confirm',
          );
          throw paymentGatewayUnavailable();
        }
        throw error;
      }
      if (taxFreeDiffers(locked, payment)) {
        await cancelMistaxedPayment(tx, toss, locked, payment, options);
        return null;
      }
      await settleTossPayment(tx, locked, payment, options);
      return locked.order_id;
    },
    { maxWait: 10_000, timeout: CONFIRM_TRANSACTION_MS },
  );
  if (!confirmed) throw conflict('payments.mismatchCancelled', 'PAYMENT_MISMATCH');
  return confirmed;
}
