// An account proves it owns its email by following a link sent to it: the registration
// confirmation, the guest's set-password link or a password reset (ADR 0008). Only then do
// orders placed as a guest with that email show under the account.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n/language.ts';
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
  await db.order.updateMany({
    where: { userId: null, detachedAt: null, customerEmail: email },
    data: { userId },
  });
}

/** Queues the "confirm your email" message with a fresh single-use link. */
export async function sendConfirmationLink(
  db: DbOrTx,
  publicUrl: string,
  user: { id: string; email: string; firstName: string; preferredLanguage: Language },
): Promise<void> {
  const token = await issueLinkToken(db, user.id, 'verify_email', CONFIRM_LINK_DAYS * DAY_MS);
  const language = user.preferredLanguage;
  const link = linkTo(publicUrl, `/verify-email/${token}`, language);
  await enqueueEmail(
    db,
    confirmEmailMessage(user.firstName, user.email, link, CONFIRM_LINK_DAYS, language),
  );
}

export const CONFIRM_LINK_INVALID = 'accounts.confirmLinkInvalid';

/** Follows a confirmation link: the email is proved and its guest orders come under the account. */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const userId = await redeemLinkToken(tx, token, ['verify_email']);
    if (!userId) throw badRequest(CONFIRM_LINK_INVALID, 'INVALID_CONFIRM_TOKEN');
    await emailProved(tx, userId);
  });
}

/** Emails a new confirmation link to a logged-in user whose address is not confirmed yet. */
export async function resendConfirmation(
  db: Db,
  publicUrl: string,
  userId: string,
  language: Language,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The shopper asks from a page in `language`: their emails are written in it from now on.
    const [user] = await tx.user.updateManyAndReturn({
      where: { id: userId },
      data: { preferredLanguage: language },
      select: {
        id: true,
        email: true,
        firstName: true,
        emailVerifiedAt: true,
        preferredLanguage: true,
      },
    });
    if (!user) throw unauthorized('sessions.expired', 'INVALID_TOKEN');
    if (user.emailVerifiedAt)
      throw conflict('accounts.emailAlreadyConfirmed', 'EMAIL_ALREADY_CONFIRMED');
    await sendConfirmationLink(tx, publicUrl, user);
  });
}
