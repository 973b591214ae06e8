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

export interface LockedCartLine {
  id: string;
  product_id: string;
  quantity: number;
}

/**
 * The cart's lines, locked until the transaction ends so that a concurrent cart edit or a
 * second checkout of the same cart waits for this one. Sorted by product id, the order in
 * which product rows are then locked, so that two checkouts never deadlock.
 */
export async function lockCartLines(tx: DbOrTx, owner: CartOwner): Promise<LockedCartLine[]> {
  return 'userId' in owner
    ? tx.$queryRaw<LockedCartLine[]>`
        SELECT ci.id, ci.product_id, ci.quantity
        FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
        WHERE c.user_id = ${owner.userId}::uuid AND ci.quantity > 0
        ORDER BY ci.product_id
        FOR UPDATE OF ci`
    : tx.$queryRaw<LockedCartLine[]>`
        SELECT ci.id, ci.product_id, ci.quantity
        FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
        WHERE c.guest_session_id = ${owner.guestSessionId}::uuid AND ci.quantity > 0
        ORDER BY ci.product_id
        FOR UPDATE OF ci`;
}
