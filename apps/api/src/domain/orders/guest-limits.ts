// Guest checkout needs no account, so without a cap one email (or one guest session) could hold
// any number of unpaid orders, and their stock, at once.
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Caller } from '../caller.ts';

export const MAX_UNPAID_GUEST_ORDERS = 3;

/**
 * The advisory lock scopes a checkout takes before counting (email first, then session: the one
 * order every checkout takes them in), with its first statement (open.ts). Checkouts of the same
 * email and session queue behind each other there, so two at once cannot both slip under the
 * cap. A logged-in caller has no guest session, so takes one lock.
 */
export function unpaidOrderLockScopes(caller: Caller, email: string): [string, string | null] {
  const guestSessionId = caller.kind === 'guest' ? caller.guestId : null;
  return [
    `unpaid-orders:email:${email.toLowerCase()}`,
    guestSessionId === null ? null : `unpaid-orders:guest:${guestSessionId}`,
  ];
}

export function refuseOverUnpaidCap(unpaid: number): void {
  if (unpaid >= MAX_UNPAID_GUEST_ORDERS)
    throw conflict(
      'checkout.tooManyUnpaid',
      { max: MAX_UNPAID_GUEST_ORDERS },
      'TOO_MANY_UNPAID_ORDERS',
    );
}

/**
 * Refuses the checkout while its email or guest session holds the maximum of unpaid, unconfirmed
 * orders. The caller's transaction must hold the locks of unpaidOrderLockScopes.
 */
export async function checkUnpaidGuestOrders(
  sql: Sql,
  caller: Caller,
  email: string,
): Promise<void> {
  const guestSessionId = caller.kind === 'guest' ? caller.guestId : null;
  // A statement of its own after the locks: in READ COMMITTED it sees every order committed by
  // the checkouts it waited for.
  const [row] = await sql.query<{ unpaid: number }>(
    Prisma.sql`SELECT unpaid_orders_of(${email.toLowerCase()}, ${guestSessionId}::uuid) AS unpaid`,
  );
  refuseOverUnpaidCap(row?.unpaid ?? 0);
}
