import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.ts';
import { useTestApp } from './helpers/app.ts';
import { registerShopper } from './helpers/accounts.ts';

const INVALID = 'This reset link is invalid or has expired. Please request a new one.';

describe('password reset', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false', PUBLIC_URL: 'https://shop.example.kr' });
  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  const reset = (token: string, password: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${token}`,
      payload: { password },
    });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

  /** Asks for a reset link and reads the token out of the queued email. */
  async function requestLink(email: string): Promise<string> {
    const before = new Date(Date.now() - 1);
    expect((await forgot(email)).statusCode).toBe(200);
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: email, kind: 'password_reset', createdAt: { gte: before } },
      orderBy: { createdAt: 'desc' },
    });
    const match = /https:\/\/shop\.example\.kr\/reset-password\/([A-Za-z0-9_-]+)/.exec(
      mail.textBody,
    );
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('answers the same for known and unknown emails and emails only the known one', async () => {
    const shopper = await registerShopper(ctx);
    const outboxBefore = await ctx.db.emailOutbox.count();
    const known = await forgot(shopper.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await ctx.db.emailOutbox.count()).toBe(outboxBefore + 1);
    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.email, kind: 'password_reset' },
    });
    expect(mail.subject).toMatch(/reset/i);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const shopper = await registerShopper(ctx);
    const token = await requestLink(shopper.email);
    const row = await ctx.db.passwordResetToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(token) },
    });
    expect(row.tokenHash).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('sets a new password once; the link then stops working', async () => {
    const shopper = await registerShopper(ctx);
    const token = await requestLink(shopper.email);
    const ok = await reset(token, 'brand-new-pass');
    expect(ok.statusCode).toBe(200);
    expect((await login(shopper.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(401);

    const again = await reset(token, 'another-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID });
  });

  it('voids the other outstanding links of the user when one is used', async () => {
    const shopper = await registerShopper(ctx);
    const first = await requestLink(shopper.email);
    const second = await requestLink(shopper.email);
    expect((await reset(second, 'brand-new-pass')).statusCode).toBe(200);
    expect((await reset(first, 'other-new-pass')).statusCode).toBe(400);
  });

  it('refuses expired, unknown and malformed tokens', async () => {
    const shopper = await registerShopper(ctx);
    const token = await requestLink(shopper.email);
    await ctx.db.passwordResetToken.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const t of [token, 'made-up-token', 'x'.repeat(150)]) {
      const res = await reset(t, 'brand-new-pass');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: INVALID });
    }
    // Paths past the router's parameter limit never reach the handler.
    expect((await reset('x'.repeat(300), 'brand-new-pass')).statusCode).toBe(414);
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(200);
  });

  it('requires at least 6 characters, checked before the token is spent', async () => {
    const shopper = await registerShopper(ctx);
    const token = await requestLink(shopper.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain(
      'Password must be at least 6 characters long',
    );
    for (const password of [undefined, 123456, 'x'.repeat(1000)]) {
      expect((await reset(token, password)).statusCode).toBe(400);
    }
    expect((await reset(token, '123456')).statusCode).toBe(200);
  });

  it('rejects a malformed forgot-password body', async () => {
    for (const payload of [
      {},
      { email: 'nope' },
      { email: `${'a'.repeat(300)}@example.com` },
      { email: ['a@b.co'] },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('voids outstanding links when the password is changed', async () => {
    const shopper = await registerShopper(ctx);
    const token = await requestLink(shopper.email);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: shopper.headers,
      payload: { currentPassword: shopper.password, newPassword: 'changed-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(400);
  });
});
