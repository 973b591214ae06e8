// The money rule of packing (ADR 0039), which the packing screen previews and the API applies.
// Free of zod, like refund-money.ts, so screens can import it cheaply.
import type { OrderMoney } from './refund-money.ts';
import { weighedPrice } from './unit-price.ts';

/**
 * The price of each unit of a substitute: its own price when cheaper, never more than the
 * original line's unit price (the shopper did not choose a dearer product).
 */
export function substituteUnitPrice(originalUnitPrice: number, substitutePrice: number): number {
  return Math.min(originalUnitPrice, substitutePrice);
}

/**
 * A weighed line's value. The shopper paid for the estimated grams; a lighter line is refunded
 * the missing grams at the price per kg, rounded to the won (never more than the line); a heavier
 * one pays the estimate, nothing more.
 */
export function weighedLineValue(
  estimatedValue: number,
  weighed: { estimatedGrams: number; pricePerKg: number },
  grams: number,
): number {
  const missing = weighed.estimatedGrams - grams;
  if (missing <= 0) return estimatedValue;
  return Math.max(0, estimatedValue - weighedPrice(weighed.pricePerKg, missing));
}

/**
 * The order's figures once it is packed for `packedSubtotal`, and the difference the shopper no
 * longer owes. The shortage is not the shopper's doing, so the promo discount and the delivery
 * terms stay as granted: the discount keeps its amount (never more than what is packed), the
 * shipping fee and the remote-area surcharge stay as charged, free delivery stays free.
 */
export function moneyAfterPacking(
  order: OrderMoney,
  packedSubtotal: number,
): OrderMoney & { difference: number } {
  const subtotal = Math.max(0, packedSubtotal);
  const discount = Math.min(order.discount, subtotal);
  const total = subtotal - discount + order.shippingPrice + order.remoteAreaSurcharge;
  return {
    subtotal,
    discount,
    shippingPrice: order.shippingPrice,
    remoteAreaSurcharge: order.remoteAreaSurcharge,
    total,
    difference: Math.max(0, order.total - total),
  };
}
