import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

/** Only the digest is stored, so a leaked table holds no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function resetEmail(config: Config, to: string, firstName: string, token: string) {
  const link = `${config.PUBLIC_URL.replace(/\/$/, '')}/reset-password/${token}`;
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your Jangbogi password',
    text:
      `Hello ${firstName},\n\nSomeone asked to reset the password of your Jangbogi account. ` +
      `Open this link within 1 hour to choose a new password:\n\n${link}\n\n` +
      `If it was not you, ignore this email; your password stays the same.\n`,
    html:
      `<p>Hello ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Jangbogi account. ` +
      `Open this link within 1 hour to choose a new password:</p><p><a href="${link}">${link}</a></p>` +
      `<p>If it was not you, ignore this email; your password stays the same.</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Issues a single-use reset link and queues its email in the same transaction. Unknown emails
 * do nothing, and the caller answers the same either way (D7: no account enumeration).
 */
export async function requestPasswordReset(db: DbOrTx, config: Config, email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true } });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.passwordResetToken.create({
    data: {
      userId: user.id,
      tokenHash: hashResetToken(token),
      purpose: 'reset_password',
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    },
    select: { id: true },
  });
  await enqueueEmail(db, resetEmail(config, user.email, user.firstName, token));
}

/**
 * Uses a reset (or set-password) token once: marks it used, sets the password and voids every
 * other outstanding token of that user.
 */
export async function resetPassword(db: DbOrTx, token: string, passwordHash: string): Promise<void> {
  const now = new Date();
  const tokenHash = hashResetToken(token);
  const claimed = await db.passwordResetToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) throw badRequest(RESET_LINK_INVALID, 'INVALID_RESET_TOKEN');
  const row = await db.passwordResetToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
  await db.user.update({ where: { id: row.userId }, data: { passwordHash }, select: { id: true } });
  await db.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
}
