// "Buy again": an order's products go back in the shopper's cart at the quantities ordered, each
// capped at the stock there is; products no longer sold or sold out are named instead.
import type { ReorderResponse } from '@jangbogi/contracts/orders';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { setCartQuantity } from '../cart/cart.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { ORDER_NOT_FOUND } from './queries.ts';

export async function reorder(db: Db, caller: Caller, orderId: string): Promise<ReorderResponse> {
  return inTransaction(db, async (tx) => {
    const order = await tx.order.findFirst({
      where: { id: orderId, ...ownerOf(caller) },
      select: {
        items: {
          select: {
            productId: true,
            productName: true,
            productNameKr: true,
            quantity: true,
            product: { select: { stockQuantity: true, archivedAt: true } },
          },
          orderBy: { productName: 'asc' },
        },
      },
    });
    if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    const inCart = new Map(
      (
        await tx.cartItem.findMany({
          where: { cart: ownerOf(caller) },
          select: { productId: true, quantity: true },
        })
      ).map((line) => [line.productId, line.quantity]),
    );
    const result: ReorderResponse = { added: [], skipped: [] };
    for (const item of order.items) {
      const names = { name: item.productName, name_kr: item.productNameKr };
      if (!item.productId || !item.product || item.product.archivedAt) {
        result.skipped.push({ product_id: item.productId, ...names, reason: 'no_longer_sold' });
        continue;
      }
      const already = inCart.get(item.productId) ?? 0;
      const wanted = Math.min(already + item.quantity, item.product.stockQuantity);
      if (wanted <= already) {
        result.skipped.push({ product_id: item.productId, ...names, reason: 'out_of_stock' });
        continue;
      }
      await setCartQuantity(tx, caller, item.productId, wanted);
      inCart.set(item.productId, wanted);
      result.added.push({
        product_id: item.productId,
        ...names,
        quantity: wanted - already,
        capped: wanted - already < item.quantity,
      });
    }
    return result;
  });
}
