// Money is always a whole number of won. These rules are shared by the API and the web app
// so that every screen and every order applies the same figures.

export const FREE_SHIPPING_THRESHOLD = 50_000;
export const FLAT_SHIPPING_FEE = 5_000;

/** Shipping is free when the subtotal after promo discount is 50,000 won or more. */
export function shippingFor(discountedSubtotal: number): number {
  if (discountedSubtotal <= 0) return 0;
  return discountedSubtotal >= FREE_SHIPPING_THRESHOLD ? 0 : FLAT_SHIPPING_FEE;
}

/** How much more a shopper must add to get free shipping (0 when already free). */
export function amountToFreeShipping(discountedSubtotal: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD - discountedSubtotal);
}

export interface PriceFields {
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
}

/** The price a shopper pays: the sale price while on sale, else the sell price. */
export function payablePrice(p: PriceFields): number {
  return p.is_on_sale && p.sale_price !== null ? p.sale_price : p.sell_price;
}

/** The struck-through price while on sale (compare price, else sell price), or null. */
export function strikePrice(p: PriceFields): number | null {
  if (!p.is_on_sale) return null;
  const compare = p.compare_price ?? p.sell_price;
  return compare > payablePrice(p) ? compare : null;
}

/** round((compare - sale) / compare * 100) while on sale, else 0. */
export function discountPercent(p: PriceFields): number {
  const compare = strikePrice(p);
  if (compare === null || compare <= 0) return 0;
  return Math.round(((compare - payablePrice(p)) / compare) * 100);
}

/**
 * What the goods must still add up to for the shop's minimum order (0 when none is set or it is
 * met). An empty cart owes nothing: there is no order to refuse yet.
 */
export function amountToMinimumOrder(subtotal: number, minimum: number): number {
  return subtotal > 0 ? Math.max(0, minimum - subtotal) : 0;
}
