// An answer that depends on who asks must never be kept by a shared cache (a CDN, a corporate
// proxy) nor by the browser: one shopper's cart, orders or guest session would reach the next.
// Only the public catalogue stays cacheable, and only for anonymous requests.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../src/plugins/app/cache-control.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper } from './helpers/checkout.ts';
import { addCartLine, createOrder, createProduct } from './helpers/factories.ts';

const PRIVATE = 'private, no-store';
const PUBLIC_CATALOGUE =
  /^\/api\/(products|productsOP|categories|subcategories|banners|settings)\b/;

type Headers = Record<string, string>;
interface Operation {
  path: string;
  parameters?: { name: string; in: string; required?: boolean }[];
}

describe('who may keep an answer', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  let gets: Operation[];
  let shopper: Awaited<ReturnType<typeof loggedInShopper>>;
  let admin: Headers;
  let orderId: string;

  const get = (url: string, headers: Headers = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const urlOf = (op: Operation, id: string) => {
    const query = (op.parameters ?? [])
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => `${p.name}=a`);
    const path = op.path.replace(/\{[^}]+\}/g, id);
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  };

  beforeAll(async () => {
    const document = (await get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, Omit<Operation, 'path'>>>;
    }>();
    gets = Object.entries(document.paths).flatMap(([path, methods]) =>
      methods.get ? [{ ...methods.get, path }] : [],
    );
    shopper = await loggedInShopper(ctx.app, ctx.db);
    admin = (await adminSession(ctx.app, ctx.db)).headers;
    const product = await createProduct(ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    orderId = (await createOrder(ctx.db, { userId: shopper.user.id })).id;
  });

  it.each([
    ['the cart', () => '/api/cart'],
    ['the profile', () => '/api/users/me'],
    ['the order list', () => '/api/orders'],
    ['an order', () => `/api/orders/${orderId}`],
    ['the address book', () => '/api/addresses'],
  ])('%s answers private, no-store', async (_name, url) => {
    const res = await get(url(), shopper.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it("the shop team's order export answers private, no-store", async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await get(`/api/admin/orders/export?format=${format}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PRIVATE);
    }
  });

  it('a new guest session answers private, no-store, although nobody is signed in', async () => {
    const res = await get('/api/guest-token');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE);
    const cart = await get('/api/cart', { 'guest-token': res.json<{ token: string }>().token });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe(PRIVATE);
  });

  it('every GET of the OpenAPI document answers a signed-in caller private, no-store', async () => {
    expect(gets.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const op of gets) {
      for (const [who, headers] of [
        ['shopper', shopper.headers],
        ['admin', admin],
      ] as const) {
        const url = urlOf(op, randomUUID());
        const res = await get(url, headers);
        if (res.headers['cache-control'] !== PRIVATE)
          wrong.push(`${who} ${url} ${res.statusCode}: ${String(res.headers['cache-control'])}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every back-office and account GET answers private, no-store even without a session', async () => {
    const wrong: string[] = [];
    for (const op of gets.filter((o) => !PUBLIC_CATALOGUE.test(o.path))) {
      const res = await get(urlOf(op, randomUUID()));
      if (res.headers['cache-control'] !== PRIVATE)
        wrong.push(`${op.path} ${res.statusCode}: ${String(res.headers['cache-control'])}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the public catalogue stays publicly cacheable for anonymous visitors', async () => {
    const catalogue = gets.filter((o) => PUBLIC_CATALOGUE.test(o.path) && !o.path.includes('{'));
    expect(catalogue.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    let answered = 0;
    for (const op of catalogue) {
      const res = await get(urlOf(op, randomUUID()));
      if (res.statusCode !== 200) continue;
      answered += 1;
      if (res.headers['cache-control'] !== PUBLIC_CACHE_CONTROL)
        wrong.push(`${op.path}: ${String(res.headers['cache-control'])}`);
      const again = await get(urlOf(op, randomUUID()), {
        'if-none-match': String(res.headers.etag),
      });
      if (again.statusCode === 304 && again.headers['cache-control'] !== PUBLIC_CACHE_CONTROL)
        wrong.push(`${op.path} (304): ${String(again.headers['cache-control'])}`);
    }
    expect(answered).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
  });
});
