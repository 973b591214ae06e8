import type { Cart, CartLine } from '@jangbogi/contracts/cart';
import { amountToFreeShipping, shippingFor } from '@jangbogi/contracts/money';
import { aProduct } from './products';

/** A cart of these lines, its totals worked out as the server would. */
export function cartOf(items: CartLine[]): Cart {
  const subtotal = items.reduce((sum, line) => sum + line.line_total, 0);
  const shipping = shippingFor(subtotal);
  return {
    items,
    subtotal,
    shipping_price: shipping,
    remote_area_surcharge: 0,
    postal_code: null,
    total: subtotal + shipping,
    amount_to_free_shipping: amountToFreeShipping(subtotal),
    minimum_order_amount: 0,
    amount_to_minimum_order: 0,
    item_count: items.length,
  };
}

/** A cart with one line per quantity given, priced like the server would. */
export function aCart(quantities: number[] = [2]): Cart {
  return cartOf(
    quantities.map((quantity) => {
      const product = aProduct();
      return {
        product_id: { ...product, perishable: false },
        quantity,
        line_total: product.price * quantity,
      };
    }),
  );
}
