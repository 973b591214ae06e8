// Guest checkout creates an account for the email when there is none (D6) and emails a
// single-use link to choose a password; no password is ever generated or mailed.
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { setPasswordEmail } from './emails.ts';

export const SET_PASSWORD_TOKEN_DAYS = 7;

export interface GuestIdentity {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** Tokens are stored as their SHA-256 (hex); only the emailed link carries the token itself. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function findAccount(tx: DbOrTx, email: string) {
  return tx.user.findFirst({
    // Emails are stored lower-case: equality uses the unique index (ILIKE would scan every user).
    where: { email },
    select: { id: true, passwordHash: true },
  });
}

/**
 * The account for this email, created when missing. Safe under concurrent checkouts with the
 * same new email: the insert does nothing when another transaction created the row first.
 */
export async function ensureGuestAccount(
  tx: DbOrTx,
  guest: GuestIdentity,
): Promise<{ userId: string; created: boolean; hasPassword: boolean }> {
  const email = guest.email.toLowerCase();
  const existing = await findAccount(tx, email);
  if (existing) return { userId: existing.id, created: false, hasPassword: existing.passwordHash !== null };
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO users (email, first_name, last_name, phone_number)
    VALUES (${email}, ${guest.firstName}, ${guest.lastName}, ${guest.phone})
    ON CONFLICT (email) DO NOTHING
    RETURNING id`;
  if (inserted[0]) return { userId: inserted[0].id, created: true, hasPassword: false };
  const raced = await findAccount(tx, email);
  if (!raced) throw new Error('The account for this email vanished during checkout');
  return { userId: raced.id, created: false, hasPassword: raced.passwordHash !== null };
}

/** Queues the "choose a password" email with a fresh single-use token. */
export async function sendSetPasswordLink(
  tx: DbOrTx,
  account: { userId: string; email: string; name: string },
  publicUrl: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.passwordResetToken.create({
    data: {
      userId: account.userId,
      tokenHash: hashOneTimeToken(token),
      purpose: 'set_password',
      expiresAt: new Date(Date.now() + SET_PASSWORD_TOKEN_DAYS * 24 * 60 * 60 * 1000),
    },
    select: { id: true },
  });
  const link = `${publicUrl.replace(/\/$/, '')}/reset-password/${token}`;
  await enqueueEmail(tx, setPasswordEmail(account.name, account.email, link));
}
