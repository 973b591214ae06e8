// An account sees guest orders only for an email it has proved it owns (ADR 0008).
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from './helpers/app.ts';
import { registerShopper } from './helpers/accounts.ts';
import { guestCheckout, guestShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct, createUser } from './helpers/factories.ts';

async function guestOrder(ctx: TestContext, email: string) {
  const guest = await guestShopper(ctx.app, ctx.db);
  await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
  const res = await guestCheckout(ctx.app, guest, {
    email,
    address: { street: '7 Victim-ro, Apt 1', city: 'Seoul', postal_code: '04524' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { guest, orderId: res.json<{ _id: string }>()._id };
}

async function linkIn(ctx: TestContext, to: string, kind: string): Promise<string> {
  const mail = await ctx.db.emailOutbox.findFirstOrThrow({
    where: { toAddress: to, kind },
    orderBy: { createdAt: 'desc' },
  });
  const match = /\/(?:reset-password|set-password|verify-email)\/([A-Za-z0-9_-]+)/.exec(
    mail.textBody,
  );
  expect(match).not.toBeNull();
  return match![1]!;
}

const myOrders = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/orders', headers });

describe('guest orders and unproved accounts', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('never shows a guest order to an account that squatted the email; the owner takes it back by email', async () => {
    const victim = 'victim@example.com';
    const squatter = await registerShopper(ctx, { email: victim, password: 'squatter-pass' });
    const { guest, orderId } = await guestOrder(ctx, victim);

    // The squatter sees nothing: not in the list, not by id.
    expect((await myOrders(ctx, squatter.headers)).json().orders).toEqual([]);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: squatter.headers,
        })
      ).statusCode,
    ).toBe(404);
    // The guest who ordered still does.
    expect(
      (await myOrders(ctx, guest.headers)).json().orders.map((o: { _id: string }) => o._id),
    ).toEqual([orderId]);

    // The real owner follows the link emailed with the order and chooses a password.
    const token = await linkIn(ctx, victim, 'guest_account_set_password');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${token}`,
      payload: { password: 'owner-pass-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // The squatter's session is over, and their password no longer works.
    expect((await myOrders(ctx, squatter.headers)).statusCode).toBe(401);
    const squatterLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: victim, password: 'squatter-pass' },
    });
    expect(squatterLogin.statusCode).toBe(401);

    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: victim, password: 'owner-pass-1' },
    });
    const orders = await myOrders(ctx, { authorization: `Bearer ${owner.json().token}` });
    expect(orders.json().orders.map((o: { _id: string }) => o._id)).toEqual([orderId]);
  });

  it('attaches guest orders when the account follows its confirmation link, and not before', async () => {
    const shopper = await registerShopper(ctx);
    const { orderId } = await guestOrder(ctx, shopper.email);
    expect((await myOrders(ctx, shopper.headers)).json().orders).toEqual([]);

    const token = await linkIn(ctx, shopper.email, 'confirm_email');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/verify-email/${token}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      (await myOrders(ctx, shopper.headers)).json().orders.map((o: { _id: string }) => o._id),
    ).toEqual([orderId]);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: shopper.headers })
      ).json().emailVerified,
    ).toBe(true);

    // Later guest orders with a proved email go straight to the account.
    const { orderId: later } = await guestOrder(ctx, shopper.email);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: later } })).userId).toBe(
      shopper.id,
    );
    // The link works once.
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/users/verify-email/${token}` }))
        .statusCode,
    ).toBe(400);
  });

  it('does not let a confirmation link set a password', async () => {
    const shopper = await registerShopper(ctx);
    const token = await linkIn(ctx, shopper.email, 'confirm_email');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${token}`,
      payload: { password: 'hijacked-1' },
    });
    expect(res.statusCode).toBe(400);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends a new confirmation link on request, until the email is confirmed', async () => {
    const shopper = await registerShopper(ctx);
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/me/verify-email',
        headers: shopper.headers,
      });
    expect((await resend()).statusCode).toBe(200);
    expect(
      await ctx.db.emailOutbox.count({
        where: { toAddress: shopper.email, kind: 'confirm_email' },
      }),
    ).toBe(2);
    const token = await linkIn(ctx, shopper.email, 'confirm_email');
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/users/verify-email/${token}` }))
        .statusCode,
    ).toBe(200);
    expect((await resend()).statusCode).toBe(409);
  });
});

describe('email lookups', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('matches an email exactly: an _ is a character, not a wildcard', async () => {
    const other = await createUser(ctx.db, {
      email: 'joxn@example.com',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    });
    const { orderId } = await guestOrder(ctx, 'jo_n@example.com');
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.userId).not.toBe(other.id);
    expect(await ctx.db.user.count({ where: { email: 'jo_n@example.com' } })).toBe(1);
    // Nothing was mailed to the other account's owner.
    expect(await ctx.db.emailOutbox.count({ where: { toAddress: 'joxn@example.com' } })).toBe(0);
  });

  it('stores emails lower-case only', async () => {
    await expect(createUser(ctx.db, { email: 'Upper@Example.com' })).rejects.toThrow();
  });
});
