// bcrypt only reads the first 72 bytes of its input, and one Hangul syllable is 3 bytes in
// UTF-8, so a 25-syllable Korean passphrase would be silently cut. Every password is first
// reduced to a fixed-length SHA-256 digest (base64, 44 bytes) and that digest is bcrypted.
import bcrypt from 'bcrypt';
import { createHash } from 'node:crypto';
import { PRODUCTION_HASH_COST } from '../../config.ts';

let hashCost = PRODUCTION_HASH_COST;

/**
 * The cost of the hashes made from now on, once per process from PASSWORD_HASH_COST (buildApp):
 * production's 12 unless a test shop asks for less (ADR 0054). Existing hashes keep their own.
 */
export function setPasswordHashCost(cost: number): void {
  hashCost = cost;
}

function prehash(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('base64');
}

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(prehash(password), hashCost);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(prehash(password), hash);
}
