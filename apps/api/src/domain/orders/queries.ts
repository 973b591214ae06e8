import type { Order } from '@jangbogi/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { hideGuestDetails, ordersPlacedByOthers } from './joined-orders.ts';
import { orderSelect, presentOrder, type OrderView } from './present.ts';

export const ORDER_NOT_FOUND = 'Order not found';
const ORDER_HISTORY_LIMIT = 200;

export async function listOrders(
  db: DbOrTx,
  caller: Caller,
  view: Omit<OrderView, 'now'>,
): Promise<Order[]> {
  const rows = await db.order.findMany({
    where: ownerOf(caller),
    orderBy: [{ placedAt: 'desc' }, { orderNumber: 'desc' }],
    take: ORDER_HISTORY_LIMIT,
    select: orderSelect,
  });
  const now = new Date();
  const placedByOthers = await ordersPlacedByOthers(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const order = presentOrder(row, { ...view, now });
    return placedByOthers.has(row.id) ? hideGuestDetails(order) : order;
  });
}

/** Someone else's order answers exactly like a missing one. */
export async function getOrder(
  db: DbOrTx,
  caller: Caller,
  orderId: string,
  view: Omit<OrderView, 'now'>,
): Promise<Order> {
  const row = await db.order.findFirst({
    where: { id: orderId, ...ownerOf(caller) },
    select: orderSelect,
  });
  if (!row) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const order = presentOrder(row, { ...view, now: new Date() });
  const placedByOthers = await ordersPlacedByOthers(db, caller, [row.id]);
  return placedByOthers.has(row.id) ? hideGuestDetails(order) : order;
}
