// The one money rule of a return, which the back office previews and the API applies, and the
// ways money goes back. Kept apart from refunds.ts and free of zod, so the back office's order
// page does not download the validation library for it.
import { shippingFor } from './money.ts';

/** `toss`: back through Toss Payments' cancel API, the way an online payment came. */
export const refundMethods = ['transfer', 'cash', 'toss'] as const;

export interface OrderMoney {
  /** The kept lines' value before this return (earlier returns already taken off). */
  subtotal: number;
  discount: number;
  shippingPrice: number;
  /** 도서산간: paid for the delivery made, so kept on a partial return. */
  remoteAreaSurcharge: number;
  total: number;
}

/**
 * The order's figures once lines worth `returnedValue` come back, and the refund that follows.
 * - The promo discount is spread over the lines in proportion to their price, so it shrinks with them.
 * - A shipping fee already paid is not refunded on a partial return; but when the kept lines drop
 *   below the free-shipping threshold, the flat fee is charged after all, i.e. kept from the refund.
 * - The remote-area surcharge is kept on a partial return like the fee.
 * - Returning everything refunds everything paid, shipping and surcharge included.
 */
export function moneyAfterReturn(
  order: OrderMoney,
  returnedValue: number,
): OrderMoney & { refund: number } {
  const subtotal = Math.max(0, order.subtotal - returnedValue);
  if (subtotal === 0)
    return {
      subtotal: 0,
      discount: 0,
      shippingPrice: 0,
      remoteAreaSurcharge: 0,
      total: 0,
      refund: order.total,
    };
  const discount =
    order.subtotal > 0 ? Math.round((order.discount * subtotal) / order.subtotal) : 0;
  const shippingPrice = Math.max(order.shippingPrice, shippingFor(subtotal - discount));
  const { remoteAreaSurcharge } = order;
  const total = subtotal - discount + shippingPrice + remoteAreaSurcharge;
  return {
    subtotal,
    discount,
    shippingPrice,
    remoteAreaSurcharge,
    total,
    refund: Math.max(0, order.total - total),
  };
}
