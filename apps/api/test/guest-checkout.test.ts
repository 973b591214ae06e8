import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestPayload, guestShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct, createUser } from './helpers/factories.ts';
import { DAY_MS } from '../src/lib/time.ts';

describe('guest checkout', () => {
  const ctx = useTestApp();

  it('creates the account, emails a set-password link and shows the order to the account once it is followed', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 30_000 });
    await addCartLine(ctx.db, guest.owner, product.id, 2);
    const payload = guestPayload({
      email: 'New.Guest@Example.com',
      payment_method: 'account_transfer',
      depositor_name: 'Park Jisoo',
      address: {
        address_line: '12 Sejong-daero',
        address_details: 'Apt 301',
        city: 'Seoul',
        postal_code: '０４５２４',
      },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: guest.headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.order.shipping_address).toEqual({
      full_name: 'Jisoo Park',
      street: '12 Sejong-daero',
      address_detail: 'Apt 301',
      city: 'Seoul',
      state: '',
      postal_code: '04524',
      country: 'South Korea',
      phone: '010-9876-5432',
    });
    expect(body).toMatchObject({ subtotal: 60_000, shipping_price: 0, total_price: 60_000 });

    const account = await ctx.db.user.findUniqueOrThrow({
      where: { email: 'new.guest@example.com' },
    });
    expect(account).toMatchObject({ passwordHash: null, firstName: 'Jisoo', lastName: 'Park' });
    // Nobody has proved the email yet: the order belongs to the guest session only.
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: body._id } });
    expect(order).toMatchObject({ userId: null, guestSessionId: guest.session.id });

    const tokens = await ctx.db.passwordResetToken.findMany({ where: { userId: account.id } });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe('set_password');
    const days = (tokens[0]!.expiresAt.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const emails = await ctx.db.emailOutbox.findMany({
      where: { toAddress: 'new.guest@example.com' },
      orderBy: { kind: 'asc' },
    });
    expect(emails.map((e) => e.kind)).toEqual(['guest_account_set_password', 'order_confirmation']);
    const link = /\/set-password\/([A-Za-z0-9_-]+)/.exec(emails[0]!.textBody);
    expect(link?.[0]).toMatch(new RegExp(`^/set-password/`));
    expect(emails[0]!.textBody).toContain(`${ctx.app.publicUrl()}/set-password/`);
    // Only the hash is stored.
    expect(tokens[0]!.tokenHash).toBe(createHash('sha256').update(link![1]!).digest('hex'));

    const asGuest = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: guest.headers,
    });
    expect(asGuest.json().orders.map((o: { _id: string }) => o._id)).toEqual([body._id]);
    const accountToken = ctx.app.signUserToken({ id: account.id, role: 'customer' });
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${accountToken}` },
    });
    expect(before.json().orders).toEqual([]);

    // Following the emailed link proves the address: the order joins the account (ADR 0008).
    const setPassword = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${link![1]}`,
      payload: { password: 'chosen-pass-1' },
    });
    expect(setPassword.statusCode, setPassword.body).toBe(200);
    // The answer signs the shopper in: its token reads the orders now under the account.
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${setPassword.json<{ token: string }>().token}` },
    });
    expect(signedIn.json().orders.map((o: { _id: string }) => o._id)).toEqual([body._id]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'new.guest@example.com', password: 'chosen-pass-1' },
    });
    expect(login.json().user.emailVerified).toBe(true);
    const asAccount = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(asAccount.json().orders.map((o: { _id: string }) => o._id)).toEqual([body._id]);
    // The guest's own view keeps working.
    const stillGuest = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${body._id}`,
      headers: guest.headers,
    });
    expect(stillGuest.statusCode).toBe(200);
  });

  it('gives the order and its lines time-ordered ids, each later than the one before', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const products = [await createProduct(ctx.db), await createProduct(ctx.db)];
    const placed: string[] = [];
    for (const product of products) {
      await addCartLine(ctx.db, guest.owner, product.id, 1);
      const res = await guestCheckout(ctx.app, guest);
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json()._id);
    }
    const lines = await ctx.db.orderItem.findMany({ where: { orderId: { in: placed } } });
    // RFC 9562 version 7: the version digit is 7 and the leading 48 bits are the time.
    for (const id of [...placed, ...lines.map((line) => line.id)])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(placed[0]! < placed[1]!).toBe(true);
  });

  it('links the order to an existing account with a confirmed email without creating another or mailing a link', async () => {
    const existing = await createUser(ctx.db, {
      email: 'known@example.com',
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    });
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const res = await guestCheckout(ctx.app, guest, {
      email: 'KNOWN@example.com',
      name: 'Known Person',
      first_name: undefined,
      last_name: undefined,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ctx.db.order.findUniqueOrThrow({ where: { id: res.json()._id } })).userId).toBe(
      existing.id,
    );
    expect(await ctx.db.user.count({ where: { email: 'known@example.com' } })).toBe(1);
    expect(await ctx.db.passwordResetToken.count({ where: { userId: existing.id } })).toBe(0);
  });

  it('creates one account when two guests check out with the same new email at once', async () => {
    const email = 'twins@example.com';
    const guests = await Promise.all([
      guestShopper(ctx.app, ctx.db),
      guestShopper(ctx.app, ctx.db),
    ]);
    for (const guest of guests)
      await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const responses = await Promise.all(
      guests.map((guest) => guestCheckout(ctx.app, guest, { email })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const accounts = await ctx.db.user.findMany({ where: { email } });
    expect(accounts).toHaveLength(1);
    expect(await ctx.db.order.count({ where: { customerEmail: email, userId: null } })).toBe(2);
  });

  it('answers the spec’s validation messages', async () => {
    // Earlier tests of this file place orders as guests with addresses of their own.
    const guestAccounts = () => ctx.db.user.count({ where: { email: { startsWith: 'guest-' } } });
    const accountsBefore = await guestAccounts();
    const guest = await guestShopper(ctx.app, ctx.db);
    const res = await guestCheckout(ctx.app, guest, {
      first_name: '',
      phone: '010',
      email: 'nope',
      address: { city: '' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().details.fieldErrors;
    expect(errors).toMatchObject({
      first_name: ['First name is required'],
      phone: [
        'Please enter a valid Korean phone number, for example 010-1234-5678 or 02-123-4567.',
      ],
      email: ['Please enter a valid email address'],
      'address.city': ['City is required'],
      'address.street': ['Address is required'],
      'address.postal_code': ['Postal code is required'],
    });
    const noDepositor = await guestCheckout(ctx.app, guest, { payment_method: 'account_transfer' });
    expect(noDepositor.json().message).toBe('Please enter depositor name');
    const empty = await guestCheckout(ctx.app, guest);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty');
    expect(await guestAccounts()).toBe(accountsBefore);
  });
});
