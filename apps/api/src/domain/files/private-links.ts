// Short-lived signed links to private files (transfer screenshots). The order and admin APIs hand
// them only to callers allowed to see the file; the file route checks the signature and the time,
// so an <img> can load the file without a token, and a copied link dies within minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkGeneratedKey, isPublicKey } from './storage.ts';

export const PRIVATE_LINK_TTL_SECONDS = 10 * 60;
export const PRIVATE_FILES_PATH = '/api/files';

export interface PrivateFileLinks {
  /** A link to the file valid for PRIVATE_LINK_TTL_SECONDS from `now`. */
  url(key: string, now?: Date): string;
  /** True when the signature was made here for this key and has not expired at `now`. */
  verify(key: string, expires: number, signature: string, now?: Date): boolean;
}

export function privateFileLinks(
  secret: string,
  ttlSeconds = PRIVATE_LINK_TTL_SECONDS,
): PrivateFileLinks {
  // A key of its own, derived from the JWT secret, so a link signature can never pass as a token's.
  const linkKey = createHmac('sha256', secret).update('jangbogi:private-file-links:v1').digest();
  const sign = (key: string, expires: number) =>
    createHmac('sha256', linkKey).update(`${key}\n${expires}`).digest('base64url');

  return {
    url(key, now = new Date()) {
      if (isPublicKey(checkGeneratedKey(key))) throw new Error('Public files need no signed link');
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return `${PRIVATE_FILES_PATH}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature, now = new Date()) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
