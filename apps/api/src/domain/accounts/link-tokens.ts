// Single-use tokens behind emailed links: password reset, the guest's set-password link and
// email confirmation. Only the token's hash is stored.
import type { DbOrTx } from '../../db/client.ts';
import type { TokenPurpose } from '../../generated/prisma/enums.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { hashToken, newLinkToken } from '../../lib/tokens.ts';

/** Issues a token for `purpose` and returns it (to be put in a link, never stored as such). */
export async function issueLinkToken(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newLinkToken();
  await db.passwordResetToken.create({
    data: { userId, tokenHash: hashToken(token), purpose, expiresAt: new Date(Date.now() + ttlMs) },
    select: { id: true },
  });
  return token;
}

/**
 * Uses a token once: the user it was issued to, or null when it is unknown, used, expired or
 * of another purpose (a confirmation link cannot set a password).
 */
export async function redeemLinkToken(
  db: DbOrTx,
  token: string,
  purposes: TokenPurpose[],
): Promise<string | null> {
  const now = new Date();
  const tokenHash = hashToken(token);
  const claimed = await db.passwordResetToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now }, purpose: { in: purposes } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) return null;
  const row = await db.passwordResetToken.findUniqueOrThrow({
    where: { tokenHash },
    select: { userId: true },
  });
  return row.userId;
}

/** The shop's page at `pathname` in `language`: Korean pages live under /ko. */
export function linkTo(publicUrl: string, pathname: string, language: Language = 'en'): string {
  return `${publicUrl.replace(/\/$/, '')}${language === 'ko' ? '/ko' : ''}${pathname}`;
}
