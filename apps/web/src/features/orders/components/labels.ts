// The words shoppers and the shop team both read for an order's state and payment.
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

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageId> = {
  cash: 'paymentMethod.cash',
  account_transfer: 'paymentMethod.transfer',
};

/** `bank_transfer` is what older screens call an account transfer. */
export const isTransfer = (method: string) =>
  method === 'account_transfer' || method === 'bank_transfer';

export const paymentMethodLabel = (method: PaymentMethod | 'bank_transfer'): MessageId =>
  PAYMENT_METHOD_LABELS[isTransfer(method) ? 'account_transfer' : 'cash'];

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

/** A label map with every label translated, for selects and tables. */
export function translatedLabels<K extends string>(
  labels: Record<K, MessageId>,
  t: (id: MessageId) => string,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageId>(labels).map(([key, id]) => [key, t(id)]),
  ) as Record<K, string>;
}
