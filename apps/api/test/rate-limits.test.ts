import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { registerShopper } from './helpers/accounts.ts';

describe('rate limits on login and password reset', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });
  const login = (email: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      payload: { email, password: 'wrong-password' },
    });

  it('limits attempts on one account to 5 a minute, from any address', async () => {
    const shopper = await registerShopper(ctx, {}, {});
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(shopper.email, `10.0.1.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '10.0.1.99',
      payload: { email: shopper.email.toUpperCase(), password: shopper.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/too many login attempts/i),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address to 10 login attempts a minute across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login(`someone-${i}@example.com`, '10.0.2.1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await login('someone-else@example.com', '10.0.2.2')).statusCode).toBe(401);
  });

  it('counts each route separately: a busy contact form does not lock anyone out of login', async () => {
    const address = '10.0.9.1';
    const contact = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: address,
        payload: { email: 'a@example.com', message: 'Hello' },
      });
    let status = 200;
    for (let i = 0; i < 20 && status !== 429; i++) status = (await contact()).statusCode;
    expect(status).toBe(429);
    const logins: number[] = [];
    for (let i = 0; i < 10; i++)
      logins.push((await login(`visitor-${i}@example.com`, address)).statusCode);
    expect(logins).toEqual(Array(10).fill(401));
  });

  it('limits forgot-password per account and per address', async () => {
    const forgot = (email: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        remoteAddress,
        payload: { email },
      });
    const perAccount: number[] = [];
    for (let i = 0; i < 4; i++)
      perAccount.push((await forgot('target@example.com', `10.0.3.${i + 1}`)).statusCode);
    expect(perAccount).toEqual([200, 200, 200, 429]);

    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++)
      perAddress.push((await forgot(`x${i}@example.com`, '10.0.4.1')).statusCode);
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('keeps its counters in Postgres', async () => {
    expect(await ctx.db.rateLimitHit.count()).toBeGreaterThan(0);
  });
});
