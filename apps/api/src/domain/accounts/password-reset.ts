import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { setPassword } from './accounts.ts';
import { emailProved } from './email-ownership.ts';
import { passwordResetMessage } from './emails.ts';
import { HOUR_MS } from '../../lib/time.ts';
import { issueLinkToken, linkTo, redeemLinkToken } from './link-tokens.ts';
import { hashPassword } from './password.ts';
import { userSelect, type UserRow } from './user-view.ts';

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const RESET_LINK_INVALID = 'accounts.resetLinkInvalid';

/**
 * Issues a single-use reset link and queues its email in the same transaction. Unknown emails
 * do nothing, and the caller answers the same either way (no account enumeration).
 *
 * The email is written in the account's saved language, as every email about an account or its
 * orders is (ADR 0052), and links to the page in that language: whoever asks has not signed in,
 * so the page they ask from neither speaks for the account's owner nor changes what the account
 * remembers. Every account has one: the page it signed up, ordered as a guest or last signed in
 * on, or the profile's choice.
 */
export async function requestPasswordReset(
  db: Db,
  publicUrl: string,
  email: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const user = await tx.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, preferredLanguage: true },
    });
    if (!user) return;
    const language = user.preferredLanguage;
    const token = await issueLinkToken(tx, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
    const link = linkTo(publicUrl, `/reset-password/${token}`, language);
    await enqueueEmail(
      tx,
      passwordResetMessage(
        user.firstName,
        user.email,
        link,
        RESET_TOKEN_TTL_MS / HOUR_MS,
        language,
      ),
    );
  });
}

/**
 * Uses a reset (or set-password) link once: sets the password, which ends every session and
 * voids every other outstanding link of that user. Following the link proves the email.
 */
/**
 * Sets the password the link was sent for and answers the account, signed in: following the
 * link proved the email, so the shopper need not type the new password again to sign in.
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<UserRow> {
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(db, async (tx) => {
    const userId = await redeemLinkToken(tx, token, ['reset_password', 'set_password']);
    if (!userId) throw badRequest(RESET_LINK_INVALID, 'INVALID_RESET_TOKEN');
    await setPassword(tx, userId, passwordHash);
    await emailProved(tx, userId);
    return tx.user.findUniqueOrThrow({ where: { id: userId }, select: userSelect });
  });
}
