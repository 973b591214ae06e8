// Toss's webhooks (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK) say which payment changed, and
// nothing more is believed of them: the payment is read back from Toss (GET /v1/payments/
// {paymentKey}) and that answer is settled like a confirm's, under the same locks, so a forged
// body changes nothing and a repeated webhook finds nothing left to change. Toss retries a
// webhook not answered 200 (1, 4, 16 ... 4096 minutes): the route answers 502 only when Toss
// itself could not be read, so that the retry comes.
import { TOSS_ORDER_ID, type TossWebhookBody } from '@jangbogi/contracts/payments';
import type { TossPaymentStatus } from '@jangbogi/contracts/payments';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { Logger } from '../../../lib/logger.ts';
import {
  TossApiError,
  TossUnavailableError,
  type TossClient,
  type TossPayment,
} from '../../payment-gateway/client.ts';
import { issueVirtualAccountReceipts } from './cash-receipts.ts';
import { VIRTUAL_ACCOUNT_METHOD } from '../../payment-gateway/present.ts';
import { paymentGatewayUnavailable } from './confirm.ts';
import { lockTossPayment, settleTossPayment, type SettleOptions } from './settle.ts';

type Outcome = TossPaymentStatus | 'ignored';

interface Settled {
  outcome: Outcome;
  /** A virtual account's deposit was just recorded: its cash receipt is to issue. */
  deposited?: { orderId: string; orderNumber: string; payment: TossPayment };
}

export async function handleTossWebhook(
  db: Db,
  toss: TossClient,
  body: TossWebhookBody,
  options: SettleOptions & { log: Logger },
): Promise<Outcome> {
  const orderId = body.data?.orderId ?? body.orderId;
  if (!orderId || !TOSS_ORDER_ID.test(orderId)) return 'ignored';
  const settled = await inTransaction(
    db,
    async (tx): Promise<Settled> => {
      const locked = await lockTossPayment(tx, { tossOrderId: orderId });
      if (!locked) return { outcome: 'ignored' };
      // The key the shop confirmed; before that, the one the webhook names (checked against the
      // order by what Toss answers for it).
      const paymentKey = locked.payment_key ?? body.data?.paymentKey;
      if (!paymentKey) return { outcome: 'ignored' };
      let payment: TossPayment;
      try {
        payment = await toss.getPayment(paymentKey);
      } catch (error) {
        if (error instanceof TossApiError) return { outcome: 'ignored' };
        if (error instanceof TossUnavailableError) {
          options.log.warn({ orderId, reason: error.reason }, 'Toss did not answer a look-up');
          throw paymentGatewayUnavailable();
        }
        throw error;
      }
      const before = locked.status;
      try {
        const after = await settleTossPayment(tx, locked, payment, options);
        const deposited =
          after === 'done' && before !== 'done' && payment.method === VIRTUAL_ACCOUNT_METHOD;
        return {
          outcome: after,
          ...(deposited
            ? { deposited: { orderId: locked.order_id, orderNumber: locked.order_number, payment } }
            : {}),
        };
      } catch (error) {
        if (error instanceof DomainError && error.code === 'PAYMENT_MISMATCH') {
          options.log.warn({ orderId }, 'A webhook named a payment that is not this order’s');
          return { outcome: 'ignored' };
        }
        throw error;
      }
    },
    { maxWait: 10_000, timeout: 45_000 },
  );
  if (settled.deposited) await issueVirtualAccountReceipts(db, toss, settled.deposited, options);
  return settled.outcome;
}
