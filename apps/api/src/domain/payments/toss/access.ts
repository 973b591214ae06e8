// The payment routes answer with the shopper's order, so they act only for its owner: anyone
// else's order answers exactly like a missing one.
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { ownerOf, type Caller } from '../../caller.ts';

/** The order's id for the widget's orderId, when the caller owns it; 404 otherwise. */
export async function ownTossOrder(
  db: DbOrTx,
  caller: Caller,
  tossOrderId: string,
): Promise<string> {
  const order = await db.order.findFirst({
    where: { tossPayment: { tossOrderId }, ...ownerOf(caller) },
    select: { id: true },
  });
  if (!order) throw notFound('orders.notFound', 'ORDER_NOT_FOUND');
  return order.id;
}
