// Guest checkout needs no account: it is limited per address and per email, and an email or a
// guest session can hold only a few unpaid orders at once.
import { describe, expect, it } from 'vitest';
import { MAX_UNPAID_GUEST_ORDERS } from '../../src/domain/orders/guest-limits.ts';
import { useTestApp, type TestContext } from '../helpers/app.ts';
import { guestPayload, guestShopper } from '../helpers/checkout.ts';
import { addCartLine, createProduct } from '../helpers/factories.ts';

async function checkout(
  ctx: TestContext,
  options: {
    email?: string;
    remoteAddress?: string;
    guest?: Awaited<ReturnType<typeof guestShopper>>;
    fillCart?: boolean;
  },
) {
  const guest = options.guest ?? (await guestShopper(ctx.app, ctx.db));
  if (options.fillCart !== false)
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders/guest-checkout',
    headers: guest.headers,
    remoteAddress: options.remoteAddress ?? '10.20.0.1',
    payload: guestPayload(options.email ? { email: options.email } : {}),
  });
}

describe('guest checkout rate limits', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'true' });

  it('limits one email to 10 guest checkouts an hour, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await checkout(ctx, {
            email: 'busy@example.com',
            remoteAddress: `10.21.0.${i + 1}`,
            fillCart: false,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true); // empty carts, but counted
    expect(statuses[10]).toBe(429);
    const other = await checkout(ctx, {
      email: 'someone-else@example.com',
      remoteAddress: '10.21.0.99',
      fillCart: false,
    });
    expect(other.statusCode).toBe(400);
  });

  it('limits one address to 30 guest checkouts in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await checkout(ctx, { remoteAddress: '10.22.0.1', fillCart: false })).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    const blocked = await checkout(ctx, { remoteAddress: '10.22.0.1', fillCart: false });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/too many guest orders/i),
    });
  });
});

describe('unpaid guest orders', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it(`lets one email hold at most ${MAX_UNPAID_GUEST_ORDERS} unpaid orders, from any guest session`, async () => {
    const email = 'hoarder@example.com';
    for (let i = 0; i < MAX_UNPAID_GUEST_ORDERS; i++)
      expect((await checkout(ctx, { email })).statusCode).toBe(201);
    const refused = await checkout(ctx, { email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_UNPAID_ORDERS',
      message:
        'You already have 3 orders waiting for payment or confirmation. Please pay for one of them or contact us before placing another.',
    });
    expect(await ctx.db.order.count({ where: { customerEmail: email } })).toBe(
      MAX_UNPAID_GUEST_ORDERS,
    );

    // Once one is paid (or cancelled), another may be placed.
    const first = await ctx.db.order.findFirstOrThrow({ where: { customerEmail: email } });
    await ctx.db.order.update({ where: { id: first.id }, data: { paymentStatus: 'paid' } });
    expect((await checkout(ctx, { email })).statusCode).toBe(201);
  });

  it('lets one guest session hold at most that many, whatever email it gives', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    for (let i = 0; i < MAX_UNPAID_GUEST_ORDERS; i++)
      expect((await checkout(ctx, { guest })).statusCode).toBe(201);
    const refused = await checkout(ctx, { guest });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_UNPAID_ORDERS' });
  });

  it('holds under simultaneous checkouts of one email', async () => {
    const email = 'racer@example.com';
    const guests = await Promise.all(
      Array.from({ length: 6 }, () => guestShopper(ctx.app, ctx.db)),
    );
    for (const guest of guests)
      await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const responses = await Promise.all(
      guests.map((guest) => checkout(ctx, { guest, email, fillCart: false })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(MAX_UNPAID_GUEST_ORDERS);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(6 - MAX_UNPAID_GUEST_ORDERS);
  });
});
