import type { Order } from '@jangbogi/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { ownerOf, type Caller } from '../caller.ts';
import { hideGuestDetails, ordersPlacedByOthers } from './joined-orders.ts';
import { orderSelect, presentOrder, type OrderView } from './present.ts';

export const ORDER_NOT_FOUND = 'orders.notFound';

/**
 * A page of the caller's orders, newest first: the first `limit`, or those after the order
 * `before` in that order. A shopper of years has hundreds of orders whose lines lie scattered
 * over millions of others; reading them all for every visit cost most of a second.
 */
export async function listOrders(
  db: DbOrTx,
  caller: Caller,
  view: Omit<OrderView, 'now'>,
  page: { before?: string; limit: number },
): Promise<{ orders: Order[]; has_more: boolean }> {
  const owner = ownerOf(caller);
  const last = page.before
    ? await db.order.findFirst({
        where: { id: page.before, ...owner },
        select: { placedAt: true, orderNumber: true },
      })
    : null;
  if (page.before && !last) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const rows = await db.order.findMany({
    where: {
      ...owner,
      ...(last && {
        OR: [
          { placedAt: { lt: last.placedAt } },
          { placedAt: last.placedAt, orderNumber: { lt: last.orderNumber } },
        ],
      }),
    },
    orderBy: [{ placedAt: 'desc' }, { orderNumber: 'desc' }],
    take: page.limit + 1,
    select: orderSelect,
  });
  const shown = rows.slice(0, page.limit);
  const now = new Date();
  const placedByOthers = await ordersPlacedByOthers(
    db,
    caller,
    shown.map((row) => row.id),
  );
  return {
    orders: shown.map((row) => {
      const order = presentOrder(row, { ...view, now });
      return placedByOthers.has(row.id) ? hideGuestDetails(order) : order;
    }),
    has_more: rows.length > page.limit,
  };
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
