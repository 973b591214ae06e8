import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, useTestApp } from './helpers/app.ts';
import { craftToken, guestToken, registerShopper } from './helpers/accounts.ts';

const validate = (ctx: ReturnType<typeof useTestApp>, token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/validate-token',
    headers: { authorization: `Bearer ${token}` },
  });

const unsignedToken = (payload: object) => craftToken(payload, { alg: 'none' });

describe('sessions', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('issues a guest token backed by a guest session row', async () => {
    const before = await ctx.db.guestSession.count();
    const token = await guestToken(ctx);
    expect(token.split('.')).toHaveLength(3);
    expect(await ctx.db.guestSession.count()).toBe(before + 1);
    // The guest token identifies a cart.
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'guest-token': token },
    });
    expect(cart.statusCode).toBe(200);
  });

  it('validates a user token and rejects everything else with valid:false', async () => {
    const shopper = await registerShopper(ctx);
    expect((await validate(ctx, shopper.token)).json()).toEqual({ valid: true });

    const forged = craftToken({ typ: 'user', sub: shopper.id, role: 'admin' });
    const expired = craftToken(
      { typ: 'user', sub: shopper.id, role: 'customer' },
      { secret: TEST_JWT_SECRET, expiresIn: -10 },
    );
    // Sanity check: the same crafting with the right secret and a future expiry is accepted.
    const genuine = craftToken(
      { typ: 'user', sub: shopper.id, role: 'customer' },
      { secret: TEST_JWT_SECRET },
    );
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
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { token: shopper.token },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect((await validate(ctx, fresh)).json()).toEqual({ valid: true });

    const expired = craftToken(
      { typ: 'user', sub: shopper.id, role: 'customer' },
      { secret: TEST_JWT_SECRET, expiresIn: -10 },
    );
    const forged = craftToken({ typ: 'user', sub: shopper.id, role: 'admin' });
    for (const token of [
      expired,
      forged,
      unsignedToken({ typ: 'user', sub: shopper.id, role: 'admin' }),
      await guestToken(ctx),
    ]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        payload: { token },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('refuses to refresh the token of a deleted account', async () => {
    const shopper = await registerShopper(ctx);
    await ctx.db.user.delete({ where: { id: shopper.id } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { token: shopper.token },
    });
    expect(res.statusCode).toBe(401);
  });

  it('validates the refresh body', async () => {
    for (const payload of [
      {},
      { token: 42 },
      { token: '' },
      { token: 'x'.repeat(5000) },
      { token: 'a', extra: 1 },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('refreshes a role from the database, not from the old token', async () => {
    const shopper = await registerShopper(ctx);
    await ctx.db.user.update({ where: { id: shopper.id }, data: { role: 'admin' } });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { token: shopper.token },
    });
    const [, payload] = res.json<{ token: string }>().token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      role: 'admin',
      sub: shopper.id,
    });
  });

  it('serves the three session calls at /api without a resource prefix, in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/api/guest-token',
      '/api/validate-token',
      '/api/refresh-token',
      '/api/cart/add',
      '/api/users/login',
      '/api/addresses/{id}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('sessions end when they should', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false', PUBLIC_URL: 'https://shop.example.kr' });
  const me = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { token } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

  it('refuses every token issued before a password change; the device that changed it gets a fresh one', async () => {
    const shopper = await registerShopper(ctx);
    const otherDevice = (await login(shopper.email, shopper.password)).json<{ token: string }>()
      .token;
    expect((await me(otherDevice)).statusCode).toBe(200);

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: shopper.headers,
      payload: { currentPassword: shopper.password, newPassword: 'a-new-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const old of [shopper.token, otherDevice]) {
      const res = await me(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await refresh(old)).statusCode).toBe(401);
      expect((await validate(ctx, old)).json()).toEqual({ valid: false });
    }
    const fresh = changed.json<{ token: string }>().token;
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await refresh(fresh)).statusCode).toBe(200);
  });

  it('refuses every token issued before a password reset', async () => {
    const shopper = await registerShopper(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: shopper.email },
    });
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.email, kind: 'password_reset' },
    });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${token}`,
      payload: { password: 'after-reset-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(shopper.token)).statusCode).toBe(401);
    expect((await refresh(shopper.token)).statusCode).toBe(401);
    const again = (await login(shopper.email, 'after-reset-1')).json<{ token: string }>().token;
    expect((await me(again)).statusCode).toBe(200);
  });

  it('refreshes for 30 days after the login and keeps that login time, then refuses', async () => {
    const shopper = await registerShopper(ctx);
    const now = Math.floor(Date.now() / 1000);
    const day = 24 * 60 * 60;
    const young = craftToken(
      { typ: 'user', sub: shopper.id, role: 'customer', ver: 0, auth_time: now - 29 * day },
      { secret: TEST_JWT_SECRET },
    );
    const res = await refresh(young);
    expect(res.statusCode).toBe(200);
    const [, payload] = res.json<{ token: string }>().token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      auth_time: now - 29 * day,
    });

    const old = craftToken(
      { typ: 'user', sub: shopper.id, role: 'customer', ver: 0, auth_time: now - 30 * day - 60 },
      { secret: TEST_JWT_SECRET },
    );
    const refused = await refresh(old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
