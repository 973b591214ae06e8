// An account proves it owns its email by following a link sent to it: the registration
// confirmation, the guest's set-password link or a password reset (ADR 0008). Only then do
// orders placed as a guest with that email show under the account.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { confirmEmailMessage } from './emails.ts';
import { DAY_MS } from '../../lib/time.ts';
import { issueLinkToken, linkTo, redeemLinkToken } from './link-tokens.ts';

export const CONFIRM_LINK_DAYS = 7;

/** Marks the email proved and attaches the guest orders placed with it. */
export async function emailProved(db: DbOrTx, userId: string): Promise<void> {
  const rows = await prismaSql(db).query<{ email: string }>(Prisma.sql`
    UPDATE users SET email_verified_at = COALESCE(email_verified_at, now())
    WHERE id = ${userId}::uuid
    RETURNING email`);
  const email = rows[0]?.email;
  if (!email) return;
  await db.order.updateMany({ where: { userId: null, customerEmail: email }, data: { userId } });
}

/** Queues the "confirm your email" message with a fresh single-use link. */
export async function sendConfirmationLink(
  db: DbOrTx,
  publicUrl: string,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = await issueLinkToken(db, user.id, 'verify_email', CONFIRM_LINK_DAYS * DAY_MS);
  await enqueueEmail(
    db,
    confirmEmailMessage(user.firstName, user.email, linkTo(publicUrl, `/verify-email/${token}`)),
  );
}

export const CONFIRM_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please ask for a new one.';

/** Follows a confirmation link: the email is proved and its guest orders come under the account. */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const userId = await redeemLinkToken(tx, token, ['verify_email']);
    if (!userId) throw badRequest(CONFIRM_LINK_INVALID, 'INVALID_CONFIRM_TOKEN');
    await emailProved(tx, userId);
  });
}

/** Emails a new confirmation link to a logged-in user whose address is not confirmed yet. */
export async function resendConfirmation(db: Db, publicUrl: string, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, firstName: true, emailVerifiedAt: true },
    });
    if (!user)
      throw unauthorized('Your session has expired. Please log in again.', 'INVALID_TOKEN');
    if (user.emailVerifiedAt)
      throw conflict('Your email is already confirmed.', 'EMAIL_ALREADY_CONFIRMED');
    await sendConfirmationLink(tx, publicUrl, user);
  });
}
