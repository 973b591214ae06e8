import type {
  Order,
  PaymentMethod,
  PaymentStatus,
  PlaceOrderResponse,
} from '@jangbogi/contracts/orders';
import type { VirtualAccount } from '@jangbogi/contracts/payments';
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
  /** Paid through Toss: the way (카드, 간편결제, 가상계좌) and a virtual account to send to. */
  online?: OnlinePayment | null;
}

export interface OnlinePayment {
  /** Toss's name of the way it was paid, in Korean as Toss gives it; null before confirming. */
  method: string | null;
  virtualAccount: VirtualAccount | null;
}

/** What an order says of its Toss payment, as the confirmation and My Orders show it. */
export const onlinePaymentOf = (order: Pick<Order, 'payment'>): OnlinePayment | null =>
  order.payment
    ? {
        method: order.payment.method ?? null,
        virtualAccount: order.payment.virtual_account ?? null,
      }
    : null;

/** The confirmation of an order read back from the server (a reload, or a confirmed payment). */
export const confirmationOfOrder = (order: Order): OrderConfirmation => ({
  orderId: order._id,
  orderNumber: order.order_number,
  subtotal: order.subtotal,
  discount: order.total_discount,
  shipping: order.shipping_price,
  remoteAreaSurcharge: order.remote_area_surcharge,
  total: order.total_price,
  paymentMethod: order.payment_method,
  paymentStatus: order.payment_status,
  depositorName: order.depositor_name,
  paymentDeadline: order.payment_deadline ?? null,
  online: onlinePaymentOf(order),
});

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
    online: onlinePaymentOf(placed.order),
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
