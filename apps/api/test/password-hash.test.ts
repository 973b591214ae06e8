// What the shop stores for a password: the other tests hash at bcrypt's lowest cost (test/setup.ts),
// this one at the cost production uses.
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  hashPassword,
  setPasswordHashCost,
  verifyPassword,
} from '../src/domain/accounts/password.ts';

vi.unmock('bcrypt');

describe('password hashes', () => {
  it('are bcrypt at cost 12, matched only by their password', async () => {
    const hash = await hashPassword('correct horse 123');
    expect(hash).toMatch(/^\$2b\$12\$/);
    expect(await verifyPassword('correct horse 123', hash)).toBe(true);
    expect(await verifyPassword('correct horse 124', hash)).toBe(false);
  });

  it('are made at the cost PASSWORD_HASH_COST asks for, and still match the hashes made before', async () => {
    const before = await hashPassword('correct horse 123');
    setPasswordHashCost(
      loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST,
    );
    try {
      const hash = await hashPassword('correct horse 123');
      expect(hash).toMatch(/^\$2b\$04\$/);
      expect(await verifyPassword('correct horse 123', hash)).toBe(true);
      expect(await verifyPassword('correct horse 123', before)).toBe(true);
    } finally {
      setPasswordHashCost(loadConfig({ NODE_ENV: 'test' }).PASSWORD_HASH_COST);
    }
    expect(await hashPassword('correct horse 123')).toMatch(/^\$2b\$12\$/);
  });
});
