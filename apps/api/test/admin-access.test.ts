import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession, customerSession } from './helpers/admin.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const SOME_ID = '5b0f6a6e-7c1d-4c43-9a55-2f1f4f1e9a10';

describe('back-office access', () => {
  const ctx = useTestApp();

  /** Every admin route, read from the OpenAPI document so a new route cannot be forgotten. */
  async function adminRoutes(): Promise<{ method: HttpMethod; url: string }[]> {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes: { method: HttpMethod; url: string }[] = [];
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, unknown>>,
    )) {
      if (!path.startsWith('/api/admin/')) continue;
      for (const method of Object.keys(operations)) {
        routes.push({
          method: method.toUpperCase() as HttpMethod,
          url: path.replace(/\{[^}]+\}/g, SOME_ID),
        });
      }
    }
    return routes;
  }

  it('covers the whole back office', async () => {
    const urls = (await adminRoutes()).map(
      (r) => `${r.method} ${r.url.replaceAll(SOME_ID, ':id')}`,
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'GET /api/admin/orders/:id',
        'POST /api/admin/orders/:id/actions',
        'GET /api/admin/review-queue',
        'GET /api/admin/products',
        'POST /api/admin/products',
        'PATCH /api/admin/products/:id',
        'POST /api/admin/products/:id/archive',
        'POST /api/admin/products/:id/unarchive',
        'POST /api/admin/products/:id/images',
        'PATCH /api/admin/products/:id/images',
        'DELETE /api/admin/products/:id/images/:id',
        'GET /api/admin/categories',
        'POST /api/admin/categories',
        'DELETE /api/admin/subcategories/:id',
        'GET /api/admin/promos',
        'POST /api/admin/promos',
        'PATCH /api/admin/promos/:id',
        'GET /api/admin/promos/:id/uses',
        'GET /api/admin/banners',
        'POST /api/admin/banners',
        'POST /api/admin/banners/upload',
        'DELETE /api/admin/banners/:id',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/dashboard',
        'GET /api/admin/picking-list',
      ]),
    );
  });

  it('answers 401 without a token on every admin route', async () => {
    for (const route of await adminRoutes()) {
      const res = await ctx.app.inject({
        ...route,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 401 for a guest token and a forged token', async () => {
    const guest = ctx.app.signGuestToken(SOME_ID);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/orders',
          headers: { 'guest-token': guest },
        })
      ).statusCode,
    ).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("answers 403 to a shopper's token on every admin route", async () => {
    const { headers } = await customerSession(ctx.app, ctx.db);
    for (const route of await adminRoutes()) {
      const res = await ctx.app.inject({
        ...route,
        headers,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the shop team can do this.',
      });
    }
  });

  it('turns away an admin who was demoted, even with a still-valid admin token', async () => {
    const { user, headers } = await adminSession(ctx.app, ctx.db);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })).statusCode,
    ).toBe(200);
    await ctx.db.user.update({ where: { id: user.id }, data: { role: 'customer' } });
    for (const route of await adminRoutes()) {
      const res = await ctx.app.inject({
        ...route,
        headers,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('turns away an admin token whose account was deleted', async () => {
    const { user, headers } = await adminSession(ctx.app, ctx.db);
    await ctx.db.user.delete({ where: { id: user.id } });
    // The session ended with the account: 401, so the client drops the token.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers })).statusCode,
    ).toBe(401);
  });
});
