import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for an emailed link: 32 random bytes, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Link tokens are stored as their SHA-256 (hex) only, so a leaked table holds no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
