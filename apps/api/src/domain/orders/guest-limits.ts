// Guest checkout needs no account, so without a cap one email (or one guest session) could hold
// any number of unpaid orders, and their stock, at once.
import type { Sql } from '../../db/sql.ts';
import { conflict } from '../../lib/errors.ts';
import type { Caller } from '../caller.ts';

export const MAX_UNPAID_GUEST_ORDERS = 3;
export const TOO_MANY_UNPAID_ORDERS =
  `You already have ${MAX_UNPAID_GUEST_ORDERS} orders waiting for payment or confirmation. ` +
  'Please pay for one of them or contact us before placing another.';

// Email first, then session: the one order every checkout takes these locks in. A NULL scope
// (a logged-in caller has no guest session) takes no lock.
const LOCK_SCOPES = `
SELECT pg_advisory_xact_lock(hashtext($1)),
       (SELECT pg_advisory_xact_lock(hashtext($2)) WHERE $2::text IS NOT NULL)`;

// A statement of its own after the locks: in READ COMMITTED it sees every order committed by the
// checkouts it waited for.
const UNPAID_ORDERS = `
SELECT count(*)::int AS unpaid FROM orders
 WHERE status = 'pending' AND payment_status = 'unpaid'
   AND (customer_email = $1 OR guest_session_id = $2::uuid)`;

/**
 * Refuses a guest checkout while its email or guest session holds the maximum of unpaid,
 * unconfirmed orders. Checkouts of the same email and session queue behind each other here
 * (transaction-scoped advisory locks), so two at once cannot both slip under the cap.
 */
export async function checkUnpaidGuestOrders(
  sql: Sql,
  caller: Caller,
  email: string,
): Promise<void> {
  const customerEmail = email.toLowerCase();
  const guestSessionId = caller.kind === 'guest' ? caller.guestId : null;
  await sql.query(LOCK_SCOPES, [
    `unpaid-orders:email:${customerEmail}`,
    guestSessionId === null ? null : `unpaid-orders:guest:${guestSessionId}`,
  ]);
  const [row] = await sql.query<{ unpaid: number }>(UNPAID_ORDERS, [customerEmail, guestSessionId]);
  if ((row?.unpaid ?? 0) >= MAX_UNPAID_GUEST_ORDERS)
    throw conflict(TOO_MANY_UNPAID_ORDERS, 'TOO_MANY_UNPAID_ORDERS');
}
