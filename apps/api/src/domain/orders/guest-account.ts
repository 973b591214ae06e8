// Guest checkout and accounts (D6, ADR 0008). Checkout creates an account for a new email and
// emails a single-use link to choose a password; no password is ever generated or mailed.
// The order joins an account only when that account has proved it owns the email; otherwise it
// stays with the guest session, and following the emailed link brings it under My Orders.
// Typed raw SQL on the checkout's transaction: the Prisma versions of these steps (findUnique,
// create, issueLinkToken and enqueueEmail) cost about three times the API CPU per guest order
// (docs/benchmarks.md).
import type { Sql } from '../../db/sql.ts';
import { hashToken, newLinkToken } from '../../lib/tokens.ts';
import type { Caller } from '../caller.ts';
import { DAY_MS } from '../../lib/time.ts';
import { linkTo } from '../users/link-tokens.ts';
import { setPasswordEmail } from './emails.ts';
import {
  checkUnpaidGuestOrders,
  MAX_UNPAID_GUEST_ORDERS,
  refuseOverUnpaidCap,
  UNPAID_ORDERS,
} from './guest-limits.ts';

export const SET_PASSWORD_TOKEN_DAYS = 7;

export interface GuestIdentity {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

interface GuestAccount {
  userId: string;
  verified: boolean;
}

interface AccountRow {
  id: string;
  verified: boolean;
}

// A new email (the usual case) is one statement. The second branch sees accounts committed
// before the statement began; one created by a concurrent checkout since then is read again.
const CREATE_OR_FIND_ACCOUNT = `
WITH created AS (
  INSERT INTO users (email, first_name, last_name, phone_number)
  VALUES ($1, $2, $3, $4)
  ON CONFLICT (email) DO NOTHING
  RETURNING id
)
SELECT id::text AS id, false AS verified FROM created
UNION ALL
SELECT id::text, email_verified_at IS NOT NULL FROM users
 WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM created)`;

const FIND_ACCOUNT = `
SELECT id::text AS id, email_verified_at IS NOT NULL AS verified
  FROM users WHERE email = $1`;

/**
 * The account for this email, created when missing. Safe under concurrent checkouts with the
 * same new email: the insert does nothing when another transaction created the row first.
 */
async function ensureGuestAccount(sql: Sql, guest: GuestIdentity): Promise<GuestAccount> {
  const email = guest.email.toLowerCase();
  const [account] = await sql.query<AccountRow>(CREATE_OR_FIND_ACCOUNT, [
    email,
    guest.firstName,
    guest.lastName,
    guest.phone,
  ]);
  const found = account ?? (await sql.query<AccountRow>(FIND_ACCOUNT, [email]))[0];
  if (!found) throw new Error('The account for this email vanished during checkout');
  return { userId: found.id, verified: found.verified };
}

// The single-use token (its hash only, as issueLinkToken stores it) and the email that carries
// it, in one statement.
const SET_PASSWORD_LINK = `
WITH token AS (
  INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at)
  VALUES ($1::uuid, $2, 'set_password', $3)
)
INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
VALUES ($4, $5, $6, $7, $8)`;

/** Queues the "choose a password" email with a fresh single-use token. */
async function sendSetPasswordLink(
  sql: Sql,
  account: { userId: string; email: string; name: string },
  publicUrl: string,
): Promise<void> {
  const token = newLinkToken();
  const email = setPasswordEmail(
    account.name,
    account.email,
    linkTo(publicUrl, `/reset-password/${token}`),
  );
  await sql.query(SET_PASSWORD_LINK, [
    account.userId,
    hashToken(token),
    new Date(Date.now() + SET_PASSWORD_TOKEN_DAYS * DAY_MS),
    email.kind,
    email.to,
    email.subject,
    email.text,
    email.html ?? null,
  ]);
}

// A guest's checkout in one statement after the locks: the unpaid orders counted (guest-limits.ts),
// and under the cap the account found or created and, unless it has proved the email, the
// set-password token and its email queued. Over the cap nothing is written, and the caller
// refuses the checkout.
const GUEST_ACCOUNT_WITHIN_CAP = `
WITH unpaid AS (${UNPAID_ORDERS}
), created AS (
  INSERT INTO users (email, first_name, last_name, phone_number)
  SELECT $1, $3, $4, $5 WHERE (SELECT unpaid FROM unpaid) < $6
  ON CONFLICT (email) DO NOTHING
  RETURNING id
), account AS (
  SELECT id, false AS verified FROM created
  UNION ALL
  SELECT id, email_verified_at IS NOT NULL FROM users
   WHERE email = $1 AND NOT EXISTS (SELECT 1 FROM created) AND (SELECT unpaid FROM unpaid) < $6
), token AS (
  INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at)
  SELECT id, $7, 'set_password', $8 FROM account WHERE NOT verified
), mail AS (
  INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
  SELECT $9, $10, $11, $12, $13 FROM account WHERE NOT verified
)
SELECT (SELECT unpaid FROM unpaid) AS unpaid, a.id::text AS id, a.verified
  FROM (SELECT 1) one LEFT JOIN account a ON true`;

/**
 * The account a guest-checkout order belongs to, or null while it stays guest-owned, after the
 * unpaid-order cap (the caller's transaction holds the locks of unpaidOrderLockScopes). A
 * logged-in caller owns what they order. For a guest, the email's account gets the order only if
 * it has proved the email; otherwise the owner of the address is sent a link that proves it.
 */
export async function guestOrderAccount(
  sql: Sql,
  caller: Caller,
  guest: GuestIdentity & { fullName: string },
  publicUrl: string,
): Promise<string | null> {
  if (caller.kind === 'user') {
    await checkUnpaidGuestOrders(sql, caller, guest.email);
    return caller.userId;
  }
  const email = guest.email.toLowerCase();
  const token = newLinkToken();
  const message = setPasswordEmail(
    guest.fullName,
    email,
    linkTo(publicUrl, `/reset-password/${token}`),
  );
  const [row] = await sql.query<{
    unpaid: number;
    id: string | null;
    verified: boolean | null;
  }>(GUEST_ACCOUNT_WITHIN_CAP, [
    email,
    caller.guestId,
    guest.firstName,
    guest.lastName,
    guest.phone,
    MAX_UNPAID_GUEST_ORDERS,
    hashToken(token),
    new Date(Date.now() + SET_PASSWORD_TOKEN_DAYS * DAY_MS),
    message.kind,
    message.to,
    message.subject,
    message.text,
    message.html ?? null,
  ]);
  refuseOverUnpaidCap(row?.unpaid ?? 0);
  if (row?.id) return row.verified ? row.id : null;
  // Created by a concurrent checkout after this statement began: read again, then link.
  const account = await ensureGuestAccount(sql, guest);
  if (account.verified) return account.userId;
  await sendSetPasswordLink(
    sql,
    { userId: account.userId, email, name: guest.fullName },
    publicUrl,
  );
  return null;
}
