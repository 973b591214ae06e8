// Production never starts on a development default, and never gets the demo shopper.
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, loadConfig, trustProxySetting } from '../src/config.ts';
import { DEMO_CUSTOMER, ensureAccounts } from '../src/db/seed/shop-extras.ts';
import { useTestApp } from './helpers/app.ts';

const SECRET = 'a-production-secret-that-is-long-enough-to-sign';
// Explicit undefined hides anything the surrounding environment sets.
const production = (env: Record<string, string | undefined>) =>
  loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: undefined,
    ADMIN_PASSWORD: undefined,
    TRUST_PROXY: undefined,
    ...env,
  });

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => production({ ADMIN_PASSWORD: 'a-real-admin-password' })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('refuses to start in production without ADMIN_PASSWORD, with the development one, or with a short one', () => {
    expect(() => production({ JWT_SECRET: SECRET })).toThrow(/ADMIN_PASSWORD/);
    expect(() => production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /at least 12 characters/,
    );
  });

  it('starts in production with both set, and in development on its defaults', () => {
    expect(
      production({ JWT_SECRET: SECRET, ADMIN_PASSWORD: 'a-real-admin-password' }).ADMIN_PASSWORD,
    ).toBe('a-real-admin-password');
    const dev = loadConfig({
      NODE_ENV: 'development',
      JWT_SECRET: undefined,
      ADMIN_PASSWORD: undefined,
    });
    expect(dev.ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
    expect(dev.JWT_SECRET).toBeUndefined();
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies, never true', () => {
    const trust = (value: string) =>
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY;
    expect(() => trust('true')).toThrow(/TRUST_PROXY/);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY/);
    expect(trust('')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    const twoHops = trustProxySetting(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});

describe('seeding accounts', () => {
  const ctx = useTestApp();

  it('creates the admin but never the demo shopper in production', async () => {
    await ensureAccounts(ctx.db, {
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'Owner@Shop.example',
      ADMIN_PASSWORD: 'a-real-admin-password',
    });
    expect(await ctx.db.user.findUnique({ where: { email: DEMO_CUSTOMER.email } })).toBeNull();
    const admin = await ctx.db.user.findUniqueOrThrow({ where: { email: 'owner@shop.example' } });
    expect(admin).toMatchObject({ role: 'admin', emailVerifiedAt: expect.any(Date) });
  });

  it('creates the demo shopper in development', async () => {
    await ensureAccounts(ctx.db, {
      NODE_ENV: 'development',
      ADMIN_EMAIL: 'owner@shop.example',
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
    });
    expect(await ctx.db.user.findUnique({ where: { email: DEMO_CUSTOMER.email } })).not.toBeNull();
  });
});
