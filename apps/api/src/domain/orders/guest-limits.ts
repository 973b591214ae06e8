// Guest checkout needs no account, so without a cap one email (or one guest session) could hold
// any number of unpaid orders, and their stock, at once.
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Caller } from '../caller.ts';

export const MAX_UNPAID_GUEST_ORDERS = 3;
export const TOO_MANY_UNPAID_ORDERS =
  `You already have ${MAX_UNPAID_GUEST_ORDERS} orders waiting for payment or confirmation. ` +
  'Please pay for one of them or contact us before placing another.';

/**
 * Refuses a guest checkout while its email or guest session holds the maximum of unpaid,
 * unconfirmed orders. Checkouts of the same email and session queue behind each other here
 * (transaction-scoped advisory locks, email first, then session), so two at once cannot both
 * slip under the cap.
 */
export async function checkUnpaidGuestOrders(
  tx: DbOrTx,
  caller: Caller,
  email: string,
): Promise<void> {
  const customerEmail = email.toLowerCase();
  const scopes = [`unpaid-orders:email:${customerEmail}`];
  if (caller.kind === 'guest') scopes.push(`unpaid-orders:guest:${caller.guestId}`);
  for (const scope of scopes)
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${scope}))`;
  const unpaid = await tx.order.count({
    where: {
      status: 'pending',
      paymentStatus: 'unpaid',
      OR: [
        { customerEmail },
        ...(caller.kind === 'guest' ? [{ guestSessionId: caller.guestId }] : []),
      ],
    },
  });
  if (unpaid >= MAX_UNPAID_GUEST_ORDERS)
    throw conflict(TOO_MANY_UNPAID_ORDERS, 'TOO_MANY_UNPAID_ORDERS');
}
