// bcrypt only reads the first 72 bytes of its input, and one Hangul syllable is 3 bytes in
// UTF-8, so a 25-syllable Korean passphrase would be silently cut. Every password is first
// reduced to a fixed-length SHA-256 digest (base64, 44 bytes) and that digest is bcrypted.
import bcrypt from 'bcrypt';
import { createHash } from 'node:crypto';

export const BCRYPT_COST = 12;

function prehash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(prehash(password), BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(prehash(password), hash);
}
