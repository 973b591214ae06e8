// The words shoppers and the shop team both read for an order's state and payment.
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@jangbogi/contracts/orders';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  proof_submitted: 'Proof submitted',
  paid: 'Paid',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash on Delivery',
  account_transfer: 'Account Transfer',
};

/** `bank_transfer` is what older screens call an account transfer. */
export const isTransfer = (method: string) =>
  method === 'account_transfer' || method === 'bank_transfer';

export const paymentMethodLabel = (method: PaymentMethod | 'bank_transfer') =>
  PAYMENT_METHOD_LABELS[isTransfer(method) ? 'account_transfer' : 'cash'];

/**
 * What the total means for this order: only a paid order says "paid"; an unpaid transfer is the
 * amount still to send, and cash is paid to the courier.
 */
export function totalLabel(method: PaymentMethod | 'bank_transfer', status: PaymentStatus) {
  if (status === 'paid') return 'Total paid';
  return isTransfer(method) ? 'Amount to transfer' : 'Total to pay on delivery';
}
