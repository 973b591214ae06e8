// The links in back-in-stock emails: "confirm this email" and "unsubscribe". Each carries the
// email and what it is for, signed with HMAC-SHA256 under a key of its own derived from the
// server's secret, so a link cannot be forged or turned into the other kind. Nothing is stored:
// an unsubscribe link keeps working for as long as the email may be read.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '../../lib/time.ts';

export type AlertLinkPurpose = 'confirm' | 'unsubscribe';

/** How long a confirmation link works; an unsubscribe link never expires. */
export const CONFIRM_LINK_DAYS = 7;

interface Claims {
  p: AlertLinkPurpose;
  e: string;
  /** Expiry, milliseconds since the epoch. */
  x?: number;
}

const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('jangbogi stock-alert links').digest();

const mac = (secret: string, payload: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest();

/** A token for a link that does `purpose` for `email`. */
export function signAlertLink(
  secret: string,
  purpose: AlertLinkPurpose,
  email: string,
  now = new Date(),
): string {
  const claims: Claims = { p: purpose, e: email };
  if (purpose === 'confirm') claims.x = now.getTime() + CONFIRM_LINK_DAYS * DAY_MS;
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The email a token was signed for, or null when it is forged, of another kind or expired. */
export function readAlertLink(
  secret: string,
  purpose: AlertLinkPurpose,
  token: string,
  now = new Date(),
): string | null {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (!payload || rest.length > 0) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
  } catch {
    return null;
  }
  if (claims.p !== purpose || typeof claims.e !== 'string') return null;
  if (claims.x !== undefined && claims.x < now.getTime()) return null;
  return claims.e;
}
