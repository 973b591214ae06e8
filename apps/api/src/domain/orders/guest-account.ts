// Guest checkout and accounts (D6, ADR 0008). Checkout creates an account for a new email and
// emails a single-use link to choose a password; no password is ever generated or mailed.
// The order joins an account only when that account has proved it owns the email; otherwise it
// stays with the guest session, and following the emailed link brings it under My Orders.
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../caller.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { DAY_MS, issueLinkToken, linkTo } from '../users/link-tokens.ts';
import { setPasswordEmail } from './emails.ts';

export const SET_PASSWORD_TOKEN_DAYS = 7;

export interface GuestIdentity {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

interface GuestAccount {
  userId: string;
  created: boolean;
  verified: boolean;
}

async function findAccount(tx: DbOrTx, email: string) {
  return tx.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
}

/**
 * The account for this email, created when missing. Safe under concurrent checkouts with the
 * same new email: the insert does nothing when another transaction created the row first.
 */
export async function ensureGuestAccount(tx: DbOrTx, guest: GuestIdentity): Promise<GuestAccount> {
  const email = guest.email.toLowerCase();
  const existing = await findAccount(tx, email);
  if (existing)
    return { userId: existing.id, created: false, verified: existing.emailVerifiedAt !== null };
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO users (email, first_name, last_name, phone_number)
    VALUES (${email}, ${guest.firstName}, ${guest.lastName}, ${guest.phone})
    ON CONFLICT (email) DO NOTHING
    RETURNING id`;
  if (inserted[0]) return { userId: inserted[0].id, created: true, verified: false };
  const raced = await findAccount(tx, email);
  if (!raced) throw new Error('The account for this email vanished during checkout');
  return { userId: raced.id, created: false, verified: raced.emailVerifiedAt !== null };
}

/** Queues the "choose a password" email with a fresh single-use token. */
export async function sendSetPasswordLink(
  tx: DbOrTx,
  account: { userId: string; email: string; name: string },
  publicUrl: string,
): Promise<void> {
  const token = await issueLinkToken(
    tx,
    account.userId,
    'set_password',
    SET_PASSWORD_TOKEN_DAYS * DAY_MS,
  );
  await enqueueEmail(
    tx,
    setPasswordEmail(account.name, account.email, linkTo(publicUrl, `/reset-password/${token}`)),
  );
}

/**
 * The account a guest-checkout order belongs to, or null while it stays guest-owned. A logged-in
 * caller owns what they order. For a guest, the email's account gets the order only if it has
 * proved the email; otherwise the owner of the address is sent a link that proves it.
 */
export async function guestOrderAccount(
  tx: DbOrTx,
  caller: Caller,
  guest: GuestIdentity & { fullName: string },
  publicUrl: string,
): Promise<string | null> {
  if (caller.kind === 'user') return caller.userId;
  const account = await ensureGuestAccount(tx, guest);
  if (account.verified) return account.userId;
  await sendSetPasswordLink(
    tx,
    { userId: account.userId, email: guest.email.toLowerCase(), name: guest.fullName },
    publicUrl,
  );
  return null;
}
