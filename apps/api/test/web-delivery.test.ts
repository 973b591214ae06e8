import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { text } from 'node:stream/consumers';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { createProduct } from './helpers/factories.ts';

// A stand-in for the web app's build: index.html with its slots, one hashed asset with its .br and
// .gz beside it, and a server entry that renders through the API in-process like the real one.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'jangbogi-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
mkdirSync(path.join(webDist, 'server'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
);
const assetSource = `console.log(${JSON.stringify('장보기 '.repeat(400))});`;
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), assetSource);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(assetSource));
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(assetSource));
writeFileSync(
  path.join(webDist, 'server', 'entry-server.js'),
  `let api;
export function configureApi(fetchImpl) { api = fetchImpl; }
export async function render(request) {
  const url = new URL(request.url);
  if (url.pathname === '/old') return { kind: 'redirect', status: 301, location: '/' };
  const response = await api('/api/productsOP/all_products?page=1');
  const { products } = await response.json();
  const status = url.pathname === '/missing' ? 404 : 200;
  return {
    kind: 'page',
    status,
    fingerprint: JSON.stringify([status, url.pathname, products]),
    stateScript: '<script type="application/json" id="ssr-state">{}</script>',
    stream: async (body, writeStart) => {
      writeStart('<title>Shop</title><link rel="canonical" href="' + url.origin + url.pathname + '">');
      body.write(products.map((p) => '<li>' + p.name + ' ' + p.price + '</li>').join('').repeat(20));
      body.end();
    },
  };
}
`,
);

describe('what the shop sends over the wire', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'http://shop.test' });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('renders a storefront page on the server with the data from the API, compressed', async () => {
    await createProduct(ctx.db, { name: 'Kimchi 1kg' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(
      '<head><title>Shop</title><link rel="canonical" href="http://shop.test/shop"></head>',
    );
    expect(html).toContain('<li>Kimchi 1kg');
    expect(html).toContain('id="ssr-state"');
    expect(res.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(res.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  });

  it('answers a repeat visit with 304 while the page is unchanged, and 200 once the data changes', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/shop' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createProduct(ctx.db, { name: 'Gochujang 500g' });
    const changed = await ctx.app.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Gochujang 500g');
  });

  it("passes the page's status and redirects through", async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    const moved = await ctx.app.inject({ method: 'GET', url: '/old' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/');
  });

  it('never renders a page at a path a link would read as another site', async () => {
    // The page at /ko//evil.example would link "English" to //evil.example.
    for (const [url, location] of [
      ['/ko//evil.example', '/ko/evil.example'],
      ['/ko//evil.example/x?y=1', '/ko/evil.example/x?y=1'],
      ['//evil.example', '/evil.example'],
      ['/ko/\\/evil.example', '/ko/evil.example'],
      ['/admin//evil.example', '/admin/evil.example'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
      expect(res.body).not.toContain('evil.example"');
    }
    // A browser reads `/\evil.example` as `//evil.example`; inject would tidy the path, a socket does not.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.end('GET /\\evil.example HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n');
    const answer = (await text(socket)).split('\r\n');
    expect(answer[0]).toBe('HTTP/1.1 301 Moved Permanently');
    expect(answer).toContain('location: /evil.example');
  });

  it('sends a form posted before its page ran its script back to the page, its fields dropped', async () => {
    const postForm = (url: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const posted = await postForm(
      '/ko/login?next=%2Fcart',
      'email=minji%40example.kr&password=never-in-a-url-2026',
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/ko/login?next=%2Fcart');
    expect(posted.body).not.toContain('never-in-a-url');
    const leaving = await postForm('//evil.example/login', 'email=minji%40example.kr');
    expect(leaving.statusCode).toBe(303);
    expect(leaving.headers.location).toBe('/');
    // A POST to an API path nobody serves is still the API's 404.
    const api = await ctx.app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("allows the postcode search's scripts only on the pages that offer it", async () => {
    const policyOf = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name = '', ...sources]) => [name, sources]),
      );
    };
    for (const url of ['/my-addresses', '/ko/my-addresses', '/checkoutpage', '/ko/checkoutpage']) {
      const policy = await policyOf(url);
      expect(policy['script-src'], url).toEqual([
        "'self'",
        'https://t1.daumcdn.net',
        'https://t1.kakaocdn.net',
      ]);
      expect(policy['frame-src'], url).toEqual([
        "'self'",
        'https://postcode.map.daum.net',
        'https://postcode.map.kakao.com',
      ]);
    }
    for (const url of ['/', '/ko', '/shop', '/usercheckoutpage', '/admin', '/ko/admin/settings']) {
      const policy = await policyOf(url);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['frame-src'], url).toEqual(["'self'"]);
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(api.headers['content-security-policy']).not.toMatch(/daum|kakao/);
  });

  it('serves the back office as the client-only page, never rendered on the server', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
  });

  it('sends built assets precompressed and immutable', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(assetSource);

    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it('compresses public catalogue JSON, lets a CDN keep it briefly and answers 304 by ETag', async () => {
    for (let i = 0; i < 5; i += 1) await createProduct(ctx.db, { name: `Ramyeon multipack ${i}` });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/productsOP/all_products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const etag = String(res.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/productsOP/all_products',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps small answers uncompressed and personal answers out of shared caches', async () => {
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/guest-token' });
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'guest-token': guest.json<{ token: string }>().token },
    });
    expect(cart.headers['cache-control'] ?? '').not.toContain('public');
  });
});
