// Without PUBLIC_URL, every link the shop hands out (emails, canonical and Open Graph tags) points
// at the address it really listens on, so a link followed on this machine opens the shop.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigin } from '../src/config.ts';
import { registerShopper } from './helpers/accounts.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

// A stand-in for the web app's build whose head tags are made as entry-server.tsx makes them: from
// the origin of the request the API hands it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-public-url-'));
mkdirSync(path.join(webDist, 'server'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
);
writeFileSync(
  path.join(webDist, 'server', 'entry-server.js'),
  `export function configureApi() {}
export async function render(request) {
  const url = new URL(request.url);
  const page = url.origin + url.pathname;
  return {
    kind: 'page',
    status: 200,
    fingerprint: page,
    stateScript: '',
    stream: async (body, writeStart) => {
      writeStart('<link rel="canonical" href="' + page + '"><meta property="og:url" content="' + page +
        '"><meta property="og:image" content="' + new URL('/uploads/og.png', page).href + '">');
      body.end('<main>' + url.pathname + '</main>');
    },
  };
}
`,
);

const LINK = /https?:\/\/[^\s"<>]+/g;

describe('links follow where the shop runs', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false', WEB_DIST_DIR: webDist });
  let origin: string;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const linksIn = (text: string) => [...text.matchAll(LINK)].map((match) => match[0]);

  it('a password-reset email sent by a server on a random port links to that port, and the link opens', async () => {
    expect(ctx.config.PUBLIC_URL).toBeUndefined();
    const shopper = await registerShopper(ctx);
    const asked = await fetch(`${origin}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: shopper.email }),
    });
    expect(asked.status).toBe(200);
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.email, kind: 'password_reset' },
    });
    const link = linksIn(mail.textBody).find((href) => href.includes('/reset-password/'));
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(origin);

    const page = await fetch(link!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${link}">`);
    expect(html).toContain(`<meta property="og:url" content="${link}">`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/uploads/og.png">`);

    const token = new URL(link!).pathname.split('/').pop()!;
    const reset = await fetch(`${origin}/api/users/reset-password/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a new password 2026' }),
    });
    expect(reset.status).toBe(200);
  });

  it('the confirmation and order emails link to the same address', async () => {
    const registered = await registerShopper(ctx);
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        shipping_address_id: shopper.address.id,
        payment_method: 'account_transfer',
        depositor_name: 'Kim Minji',
      }),
    });
    expect(placed.status).toBe(201);
    const mails = await ctx.db.emailOutbox.findMany({
      where: { toAddress: { in: [registered.email, shopper.user.email] } },
    });
    const links = mails.flatMap((mail) => linksIn(mail.textBody));
    expect(links.some((href) => href.includes('/verify-email/'))).toBe(true);
    expect(links.some((href) => href.endsWith('/my-orders'))).toBe(true);
    expect(links.filter((href) => !href.startsWith(`${origin}/`))).toEqual([]);
  });
});

describe('the address a browser on this machine uses', () => {
  it('is the host and port the server listens on; every-interface addresses mean the loopback', () => {
    expect(localOrigin('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(localOrigin('localhost', 3001)).toBe('http://localhost:3001');
    expect(localOrigin('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(localOrigin('::', 8080)).toBe('http://localhost:8080');
    expect(localOrigin('::1', 8080)).toBe('http://[::1]:8080');
  });
});
