// The widget sends the order's VAT-exempt part as taxFreeAmount (ADR 0038) and Toss prints the
// VAT on the card slip from it, yet confirm carries no taxFreeAmount: a page that changed it
// reaches Toss unseen. With 0, a slip for exempt groceries would show VAT that a business buyer
// could claim back and the shop never owed. So a confirmed payment whose taxFreeAmount is not the
// order's is cancelled at Toss in full at once, and its order with it (ADR 0040).
import type { DbOrTx } from '../../../db/client.ts';
import { prismaSql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { TossClient, TossPayment } from '../../payment-gateway/client.ts';
import { lockOrderProducts } from '../../orders/order-release.ts';
import { cancelUnpaidTossOrder } from './release.ts';
import type { LockedTossPayment } from './settle.ts';

export const TAX_FREE_MISMATCH = 'TAX_FREE_MISMATCH';

export const taxFreeDiffers = (locked: LockedTossPayment, payment: TossPayment) =>
  (payment.taxFreeAmount ?? 0) !== locked.tax_free_amount;

/**
 * Cancels the payment at Toss (the same key however often it is retried) and then the order,
 * giving its stock back. The payment key is not kept, so a second confirm of the same page finds
 * the order no longer payable rather than paid. Toss not answering throws, so nothing here commits and a retry of the
 * confirm, answered the same payment by Toss, comes back here.
 */
export async function cancelMistaxedPayment(
  tx: DbOrTx,
  toss: TossClient,
  locked: LockedTossPayment,
  payment: TossPayment,
  options: { now: Date; log: Logger },
): Promise<void> {
  options.log.error(
    {
      orderId: locked.toss_order_id,
      paymentKey: payment.paymentKey,
      orderTaxFree: locked.tax_free_amount,
      tossTaxFree: payment.taxFreeAmount ?? null,
    },
    'Toss confirmed another tax-free amount than the order’s; the payment is cancelled (is the shop contracted as 복합과세?)',
  );
  const cancelled = await toss.cancel(
    payment.paymentKey,
    { cancelReason: 'Tax-free amount does not match the order' },
    `tax-free-${locked.toss_order_id}`,
  );
  await prismaSql(tx).execute(Prisma.sql`
    UPDATE toss_payments
       SET status = ${cancelled.status.toLowerCase()}::"TossPaymentStatus", method = ${payment.method},
           balance_amount = ${cancelled.balanceAmount}, fail_code = ${TAX_FREE_MISMATCH},
           updated_at = ${options.now}
     WHERE order_id = ${locked.order_id}::uuid`);
  await lockOrderProducts(tx, [locked.order_id]);
  await cancelUnpaidTossOrder(tx, locked, {
    now: options.now,
    email: false,
    action: 'payment_aborted',
    note: TAX_FREE_MISMATCH,
  });
}
