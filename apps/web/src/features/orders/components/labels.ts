import type { OrderStatus, PaymentMethod, PaymentStatus } from '@jangbogi/contracts/orders';
import type { MessageId } from '@lingui/core';

// Catalogue ids of the order words a shopper sees; screens translate them with t().

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageId> = {
  pending: 'orderStatus.pending',
  confirmed: 'orderStatus.confirmed',
  shipped: 'orderStatus.shipped',
  delivered: 'orderStatus.delivered',
  cancelled: 'orderStatus.cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageId> = {
  unpaid: 'paymentStatus.unpaid',
  proof_submitted: 'paymentStatus.proof_submitted',
  paid: 'paymentStatus.paid',
};

/** `bank_transfer` is what older screens call an account transfer. */
export const isTransfer = (method: string) =>
  method === 'account_transfer' || method === 'bank_transfer';

export const paymentMethodLabel = (method: PaymentMethod | 'bank_transfer'): MessageId =>
  isTransfer(method) ? 'paymentMethod.transfer' : 'paymentMethod.cash';

/**
 * What the total means for this order: only a paid order says "paid"; an unpaid transfer is the
 * amount still to send, and cash is paid to the courier.
 */
export function totalLabel(
  method: PaymentMethod | 'bank_transfer',
  status: PaymentStatus,
): MessageId {
  if (status === 'paid') return 'total.paid';
  return isTransfer(method) ? 'total.toTransfer' : 'total.onDelivery';
}
