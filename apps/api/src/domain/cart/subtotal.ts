// Reads the caller's cart straight from carts/cart_items (the cart routes own writing them).
import { payablePrice } from '@jangbogi/contracts/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Owner } from '../caller.ts';

/** Whose cart: a user's, or a guest session's. */
export type CartOwner = Owner;

/** The cart's subtotal at today's prices; archived products do not count. */
export async function cartSubtotal(db: DbOrTx, owner: CartOwner): Promise<number> {
  const items = await db.cartItem.findMany({
    where: { cart: owner, product: { archivedAt: null } },
    select: {
      quantity: true,
      product: { select: { sellPrice: true, salePrice: true, isOnSale: true, comparePrice: true } },
    },
  });
  return items.reduce(
    (sum, { quantity, product }) =>
      sum +
      quantity *
        payablePrice({
          sell_price: product.sellPrice,
          sale_price: product.salePrice,
          compare_price: product.comparePrice,
          is_on_sale: product.isOnSale,
        }),
    0,
  );
}
