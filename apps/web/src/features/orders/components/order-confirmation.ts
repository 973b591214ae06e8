import type { PaymentMethod, PaymentStatus, PlaceOrderResponse } from '@jangbogi/contracts/orders';
import { paths } from '@/config/paths';

/** What the checkout hands to the confirmation page (navigation state). */
export interface OrderConfirmation {
  orderId: string;
  orderNumber: string;
  subtotal: number;
  discount: number;
  shipping: number;
  /** 도서산간; missing in a confirmation handed over by an older page. */
  remoteAreaSurcharge?: number;
  total: number;
  paymentMethod: PaymentMethod | 'bank_transfer';
  /** Missing in a confirmation handed over by an older page: read as unpaid. */
  paymentStatus?: PaymentStatus;
  /** The name the transfer must be sent under (account transfer only). */
  depositorName?: string | null;
  /** When the unpaid transfer order is cancelled (ISO 8601). */
  paymentDeadline?: string | null;
}

export function confirmationOf(placed: PlaceOrderResponse): OrderConfirmation {
  return {
    orderId: placed._id,
    orderNumber: placed.order_number,
    subtotal: placed.subtotal,
    discount: placed.total_discount,
    shipping: placed.shipping_price,
    remoteAreaSurcharge: placed.remote_area_surcharge,
    total: placed.total_price,
    paymentMethod: placed.payment_method,
    paymentStatus: placed.payment_status,
    depositorName: placed.order.depositor_name,
    paymentDeadline: placed.order.payment_deadline ?? null,
  };
}

/** The order id also goes in the URL so a reload of the confirmation page can fetch the order. */
export const orderSuccessHref = (orderId: string) =>
  `${paths.orderSuccess.getHref()}?order=${encodeURIComponent(orderId)}`;

export function isOrderConfirmation(value: unknown): value is OrderConfirmation {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<OrderConfirmation>;
  return typeof candidate.orderId === 'string' && typeof candidate.total === 'number';
}
