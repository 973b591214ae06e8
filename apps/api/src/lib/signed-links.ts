// Links mailed to a person that act for their email address (confirm it, unsubscribe it). Each
// carries the email and what it is for, signed with HMAC-SHA256 under a key derived from the
// server's secret and the links' scope, so a link cannot be forged, turned into another kind, or
// carried over from one kind of email to another. Nothing is stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

interface Claims {
  /** What the link does. */
  p: string;
  /** The email it does it for. */
  e: string;
  /** Expiry, milliseconds since the epoch; none for a link that works as long as the email is read. */
  x?: number;
}

export interface SignedLinks<Purpose extends string> {
  sign: (secret: string, purpose: Purpose, email: string, expiresAt?: Date) => string;
  /** The email a token was signed for, or null when it is forged, of another kind or expired. */
  read: (secret: string, purpose: Purpose, token: string, now?: Date) => string | null;
}

/** The links of one scope, e.g. 'jangbogi stock-alert links'. */
export function signedLinks<Purpose extends string>(scope: string): SignedLinks<Purpose> {
  const mac = (secret: string, payload: string) => {
    const key = createHmac('sha256', secret).update(scope).digest();
    return createHmac('sha256', key).update(payload).digest();
  };
  return {
    sign(secret, purpose, email, expiresAt) {
      const claims: Claims = { p: purpose, e: email };
      if (expiresAt) claims.x = expiresAt.getTime();
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${mac(secret, payload).toString('base64url')}`;
    },
    read(secret, purpose, token, now = new Date()) {
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
    },
  };
}
