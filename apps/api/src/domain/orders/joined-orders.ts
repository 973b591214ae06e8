// A guest order placed with the email of an account that proved it owns the address joins that
// account (ADR 0008), but the guest may be someone else: the account holder sees what was
// ordered, not the phone numbers, the cash receipt number or the entrance code the guest typed.
import type { Order } from '@jangbogi/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../caller.ts';

/** Every digit but the last four as `*`, the separators kept: `***-****-5678`. */
export function maskDigits(value: string): string {
  let shown = 0;
  return [...value]
    .reverse()
    .map((char) => (/\d/.test(char) && ++shown > 4 ? '*' : char))
    .reverse()
    .join('');
}

/** The ids among `orderIds` that the user did not place themselves (the guest checkout did). */
export async function ordersPlacedByOthers(
  db: DbOrTx,
  caller: Caller,
  orderIds: string[],
): Promise<Set<string>> {
  if (caller.kind !== 'user' || orderIds.length === 0) return new Set();
  const placed = await db.orderEvent.findMany({
    where: { orderId: { in: orderIds }, action: 'placed' },
    select: { orderId: true, actorUserId: true },
  });
  return new Set(
    placed.filter((event) => event.actorUserId !== caller.userId).map((event) => event.orderId),
  );
}

/**
 * The order with the guest's phone numbers, cash receipt number and entrance code masked: the
 * code opens the recipient's building.
 */
export function hideGuestDetails(order: Order): Order {
  const address = <T extends Order['billing_address']>(snapshot: T): T =>
    snapshot && { ...snapshot, phone: maskDigits(snapshot.phone) };
  return {
    ...order,
    customer: { ...order.customer, phone: maskDigits(order.customer.phone) },
    recipient: { ...order.recipient, phone: maskDigits(order.recipient.phone) },
    delivery_request: order.delivery_request && {
      ...order.delivery_request,
      entrance: order.delivery_request.entrance.code
        ? {
            ...order.delivery_request.entrance,
            code: '*'.repeat(order.delivery_request.entrance.code.length),
          }
        : order.delivery_request.entrance,
    },
    shipping_address: address(order.shipping_address),
    billing_address: address(order.billing_address),
    cash_receipt: order.cash_receipt && {
      ...order.cash_receipt,
      identifier: maskDigits(order.cash_receipt.identifier),
    },
  };
}
