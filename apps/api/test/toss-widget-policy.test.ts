// Only the two checkout pages may load Toss's payment widget, and only when the shop has set its
// Toss keys: every other page keeps scripts, frames and connections to the shop alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from './helpers/app.ts';
import { useTossTestApp } from './helpers/toss.ts';

// A stand-in for the web app's build: its page shell alone (pages render in the browser).
const webDist = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const CHECKOUTS = [
  '/checkoutpage',
  '/ko/checkoutpage',
  '/usercheckoutpage',
  '/ko/usercheckoutpage',
];
const OTHERS = ['/', '/ko', '/shop', '/my-addresses', '/admin', '/checkout/toss/success'];

async function policyOf(ctx: TestContext, url: string): Promise<Record<string, string[]>> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('with Toss keys', () => {
  const ctx = useTossTestApp({}, { WEB_DIST_DIR: webDist, PUBLIC_URL: 'http://shop.test' });

  it('lets the checkouts load the widget, and no other page', async () => {
    for (const url of CHECKOUTS) {
      const policy = await policyOf(ctx, url);
      expect(policy['script-src'], url).toContain('https://js.tosspayments.com');
      expect(policy['frame-src'], url).toContain('https://*.tosspayments.com');
      expect(policy['connect-src'], url).toEqual(["'self'", 'https://*.tosspayments.com']);
    }
    for (const url of OTHERS) {
      const policy = JSON.stringify(await policyOf(ctx, url));
      expect(policy, url).not.toContain('tosspayments');
    }
  });
});

describe('without Toss keys', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'http://shop.test' });

  it('lets no page load the widget', async () => {
    for (const url of [...CHECKOUTS, ...OTHERS]) {
      const policy = JSON.stringify(await policyOf(ctx, url));
      expect(policy, url).not.toContain('tosspayments');
    }
  });
});
