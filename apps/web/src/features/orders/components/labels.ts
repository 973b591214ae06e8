// The words shoppers and the shop team both read for an order's state and payment.
import type {
  DeliveryPlace,
  DeliveryRequest,
  EntranceKind,
} from '@jangbogi/contracts/delivery-request';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@jangbogi/contracts/orders';
import type { MessageId } from '@lingui/core';

// Catalogue ids of the order words a shopper sees; screens translate them with t().

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageId> = {
  pending: 'orderStatus.pending',
  confirmed: 'orderStatus.confirmed',
  packed: 'orderStatus.packed',
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
  toss: 'paymentMethod.toss',
};

/** Toss's names of the ways it was paid (its `method`, always in Korean), in the page's language. */
const TOSS_METHOD_LABELS: Record<string, MessageId> = {
  카드: 'tossMethod.card',
  간편결제: 'tossMethod.easyPay',
  가상계좌: 'tossMethod.virtualAccount',
  계좌이체: 'tossMethod.transfer',
  휴대폰: 'tossMethod.mobilePhone',
};

/** `bank_transfer` is what older screens call an account transfer. */
export const isTransfer = (method: string) =>
  method === 'account_transfer' || method === 'bank_transfer';

/** How the order is paid; for Toss, the way the shopper chose in its window once it is known. */
export const paymentMethodLabel = (
  method: PaymentMethod | 'bank_transfer',
  tossMethod?: string | null,
): MessageId => {
  if (method === 'toss')
    return (tossMethod && TOSS_METHOD_LABELS[tossMethod]) || 'paymentMethod.toss';
  return PAYMENT_METHOD_LABELS[isTransfer(method) ? 'account_transfer' : 'cash'];
};

/**
 * What the total means for this order: only a paid order says "paid"; an unpaid transfer (to the
 * shop's account or to a virtual account) is the amount still to send, and cash is paid to the
 * courier.
 */
export function totalLabel(
  method: PaymentMethod | 'bank_transfer',
  status: PaymentStatus,
  virtualAccount = false,
): MessageId {
  if (status === 'paid') return 'total.paid';
  if (method === 'toss') return virtualAccount ? 'total.toTransfer' : 'total.toPay';
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

export const DELIVERY_PLACE_LABELS: Record<DeliveryPlace, MessageId> = {
  door: 'deliveryRequest.place.door',
  security_office: 'deliveryRequest.place.security_office',
  parcel_locker: 'deliveryRequest.place.parcel_locker',
  other: 'deliveryRequest.place.other',
};

export const ENTRANCE_LABELS: Record<EntranceKind, MessageId> = {
  code: 'deliveryRequest.entrance.code',
  free: 'deliveryRequest.entrance.free',
  call: 'deliveryRequest.entrance.call',
};

/**
 * A delivery request in one line, as the packing slip and the order pages print it:
 * `경비실 · 공동현관 비밀번호 #1234* · 벨 누르지 마세요`.
 */
export function deliveryRequestText(
  t: (id: MessageId) => string,
  request: DeliveryRequest,
): string {
  const entrance = t(ENTRANCE_LABELS[request.entrance.kind]);
  return [
    t(DELIVERY_PLACE_LABELS[request.place]),
    request.entrance.code ? `${entrance} ${request.entrance.code}` : entrance,
    request.note,
  ]
    .filter((part): part is string => !!part)
    .join(' · ');
}
