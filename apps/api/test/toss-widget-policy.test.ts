import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helpers/app.ts';
import { useTestApp } from './helpers/app.ts';

// Only the checkout's document may load Toss's payment widget (its script, its frames, its
// calls), and only when the shop takes payments through Toss; the pages Toss returns to, like
// every other page, allow scripts from the shop alone.

// The web app's build as far as the policy needs it: the page shell.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-toss-policy-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const TOSS_KEYS = {
  TOSS_CLIENT_KEY: 'test_gck_policyTestWidgetKey0000',
  TOSS_SECRET_KEY: 'test_gsk_policyTestSecretKey0000',
};

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

describe('a shop taking payments through Toss', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webDist, ...TOSS_KEYS });

  it("lets the checkout load Toss's widget, beside the postcode search", async () => {
    for (const url of ['/checkoutpage', '/ko/checkoutpage']) {
      const policy = await policyOf(ctx, url);
      expect(policy['script-src'], url).toEqual([
        "'self'",
        'https://t1.daumcdn.net',
        'https://t1.kakaocdn.net',
        'https://js.tosspayments.com',
      ]);
      expect(policy['frame-src'], url).toContain('https://*.tosspayments.com');
      expect(policy['connect-src'], url).toEqual(["'self'", 'https://*.tosspayments.com']);
    }
  });

  it('lets no other page load it: the pages Toss returns to, the address book, the back office', async () => {
    for (const url of [
      '/',
      '/cart',
      '/checkout/toss/success',
      '/ko/checkout/toss/fail',
      '/my-addresses',
      '/admin',
    ]) {
      const policy = await policyOf(ctx, url);
      expect(policy['script-src'], url).not.toContain('https://js.tosspayments.com');
      expect(policy['frame-src'], url).not.toContain('https://*.tosspayments.com');
      expect(policy['connect-src'], url).toEqual(["'self'"]);
    }
  });
});

describe('a shop without Toss keys', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webDist });

  it('sends the checkout the policy it always had', async () => {
    const policy = await policyOf(ctx, '/checkoutpage');
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://t1.daumcdn.net',
      'https://t1.kakaocdn.net',
    ]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});
