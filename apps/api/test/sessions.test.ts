import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestApp } from './helpers/app.ts';
import { craftToken, guestToken, registerShopper } from './helpers/accounts.ts';

const validate = (ctx: ReturnType<typeof useTestApp>, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/validate-token', headers: { authorization: `Bearer ${token}` } });

const unsignedToken = (payload: object) => craftToken(payload, { alg: 'none' });

describe('sessions', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('issues a guest token backed by a guest session row', async () => {
    const before = await ctx.db.guestSession.count();
    const token = await guestToken(ctx);
    expect(token.split('.')).toHaveLength(3);
    expect(await ctx.db.guestSession.count()).toBe(before + 1);
    // The guest token identifies a cart.
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: { 'guest-token': token } });
    expect(cart.statusCode).toBe(200);
  });

  it('validates a user token and rejects everything else with valid:false', async () => {
    const shopper = await registerShopper(ctx);
    expect((await validate(ctx, shopper.token)).json()).toEqual({ valid: true });

    const forged = craftToken({ typ: 'user', sub: shopper.id, role: 'admin' });
    const expired = craftToken({ typ: 'user', sub: shopper.id, role: 'customer' }, { secret: TEST_JWT_SECRET, expiresIn: -10 });
    // Sanity check: the same crafting with the right secret and a future expiry is accepted.
    const genuine = craftToken({ typ: 'user', sub: shopper.id, role: 'customer' }, { secret: TEST_JWT_SECRET });
    expect((await validate(ctx, genuine)).json()).toEqual({ valid: true });
    const none = unsignedToken({ typ: 'user', sub: shopper.id, role: 'admin' });
    const guest = await guestToken(ctx);
    for (const token of [forged, expired, none, guest, 'garbage', 'a.b.c']) {
      const res = await validate(ctx, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false });
    }
    const noHeader = await ctx.app.inject({ method: 'GET', url: '/api/validate-token' });
    expect(noHeader.json()).toEqual({ valid: false });
  });

  it('says valid:false once the account is gone', async () => {
    const shopper = await registerShopper(ctx);
    await ctx.db.user.delete({ where: { id: shopper.id } });
    expect((await validate(ctx, shopper.token)).json()).toEqual({ valid: false });
  });

  it('refreshes a valid user token and refuses bad ones with 401', async () => {
    const shopper = await registerShopper(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { token: shopper.token } });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect((await validate(ctx, fresh)).json()).toEqual({ valid: true });

    const expired = craftToken({ typ: 'user', sub: shopper.id, role: 'customer' }, { secret: TEST_JWT_SECRET, expiresIn: -10 });
    const forged = craftToken({ typ: 'user', sub: shopper.id, role: 'admin' });
    for (const token of [expired, forged, unsignedToken({ typ: 'user', sub: shopper.id, role: 'admin' }), await guestToken(ctx)]) {
      const refused = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { token } });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('refuses to refresh the token of a deleted account', async () => {
    const shopper = await registerShopper(ctx);
    await ctx.db.user.delete({ where: { id: shopper.id } });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { token: shopper.token } });
    expect(res.statusCode).toBe(401);
  });

  it('validates the refresh body', async () => {
    for (const payload of [{}, { token: 42 }, { token: '' }, { token: 'x'.repeat(5000) }, { token: 'a', extra: 1 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('refreshes a role from the database, not from the old token', async () => {
    const shopper = await registerShopper(ctx);
    await ctx.db.user.update({ where: { id: shopper.id }, data: { role: 'admin' } });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { token: shopper.token } });
    const [, payload] = res.json<{ token: string }>().token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ role: 'admin', sub: shopper.id });
  });

  it('serves the three session calls at /api without a resource prefix, in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of ['/api/guest-token', '/api/validate-token', '/api/refresh-token', '/api/cart/add', '/api/users/login', '/api/addresses/{id}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
