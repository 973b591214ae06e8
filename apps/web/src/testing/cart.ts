import type { Cart } from '@jangbogi/contracts/cart';
import { shippingFor } from '@jangbogi/contracts/money';
import { aProduct } from './products';

/** A cart with one line per quantity given, priced like the server would. */
export function aCart(quantities: number[] = [2]): Cart {
  const items = quantities.map((quantity) => {
    const product = aProduct();
    return { product_id: product, quantity, line_total: product.price * quantity };
  });
  const subtotal = items.reduce((sum, line) => sum + line.line_total, 0);
  const shipping = shippingFor(subtotal);
  return {
    items,
    subtotal,
    shipping_price: shipping,
    total: subtotal + shipping,
    amount_to_free_shipping: Math.max(0, 50_000 - subtotal),
    item_count: items.length,
  };
}
