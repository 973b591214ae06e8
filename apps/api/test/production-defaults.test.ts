// Production never starts on a development default, and never gets the demo shopper.
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, loadConfig, trustProxySetting } from '../src/config.ts';
import { DEMO_CUSTOMER, ensureAccounts } from '../src/db/seed/shop-extras.ts';
import { useTestApp } from './helpers/app.ts';

const SECRET = 'a-production-secret-that-is-long-enough-to-sign';
const METRICS = 'a-metrics-token-for-the-scraper';
const SHOP = 'https://shop.example.kr';
// Explicit undefined hides anything the surrounding environment sets.
const production = (env: Record<string, string | undefined>) =>
  loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: undefined,
    ADMIN_PASSWORD: undefined,
    TRUST_PROXY: undefined,
    PUBLIC_URL: undefined,
    METRICS_TOKEN: undefined,
    PASSWORD_HASH_COST: undefined,
    ...env,
  });
/** Everything production needs, but for what a test leaves out. */
const complete = {
  JWT_SECRET: SECRET,
  ADMIN_PASSWORD: 'a-real-admin-password',
  PUBLIC_URL: SHOP,
  METRICS_TOKEN: METRICS,
};

describe('configuration', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => production({ ...complete, JWT_SECRET: undefined })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('refuses to start in production without PUBLIC_URL: links in emails would point nowhere', () => {
    expect(() => production({ ...complete, PUBLIC_URL: undefined })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(() => production({ ...complete, PUBLIC_URL: 'shop.example.kr' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses to start in production without METRICS_TOKEN, or with a short one: /metrics is never open', () => {
    expect(() => production({ ...complete, METRICS_TOKEN: undefined })).toThrow(
      /METRICS_TOKEN: required in production/,
    );
    expect(() => production({ ...complete, METRICS_TOKEN: 'short' })).toThrow(
      /at least 16 characters/,
    );
  });

  it('refuses to start in production without ADMIN_PASSWORD, with the development one, or with a short one', () => {
    expect(() => production({ ...complete, ADMIN_PASSWORD: undefined })).toThrow(/ADMIN_PASSWORD/);
    expect(() => production({ ...complete, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => production({ ...complete, ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /at least 12 characters/,
    );
  });

  it('refuses to start in production with passwords hashed below bcrypt cost 12, a test shop setting', () => {
    expect(() => production({ ...complete, PASSWORD_HASH_COST: '4' })).toThrow(
      /PASSWORD_HASH_COST: at least 12 in production/,
    );
    expect(production({ ...complete, PASSWORD_HASH_COST: '13' }).PASSWORD_HASH_COST).toBe(13);
    expect(production(complete).PASSWORD_HASH_COST).toBe(12);
  });

  it('starts in production with everything set, and in development on its defaults', () => {
    expect(production(complete)).toMatchObject({
      ADMIN_PASSWORD: 'a-real-admin-password',
      PUBLIC_URL: SHOP,
      METRICS_TOKEN: METRICS,
    });
    const dev = loadConfig({
      NODE_ENV: 'development',
      JWT_SECRET: undefined,
      ADMIN_PASSWORD: undefined,
      PUBLIC_URL: undefined,
      METRICS_TOKEN: undefined,
    });
    expect(dev.ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
    expect(dev.JWT_SECRET).toBeUndefined();
    expect(dev.PUBLIC_URL).toBeUndefined();
    expect(dev.METRICS_TOKEN).toBeUndefined();
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
