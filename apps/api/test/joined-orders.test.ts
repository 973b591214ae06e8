// A guest order placed with a verified account's email joins that account (ADR 0008); the account
// holder sees it, but not the guest's phone or cash receipt number.
import type { Order } from '@jangbogi/contracts/orders';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

describe('guest orders joined to an account', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  it('hides the guest’s phone and receipt number from the account holder, not from the guest', async () => {
    const holder = await loggedInShopper(ctx.app, ctx.db);
    await ctx.db.user.update({
      where: { id: holder.user.id },
      data: { emailVerifiedAt: new Date() },
    });
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await guestCheckout(ctx.app, guest, {
      email: holder.user.email,
      phone: '010-2345-6789',
      cash_receipt: { purpose: 'income_deduction', identifier: '010-2345-6789' },
      recipient: { name: '박서준', phone: '010-2345-1111' },
      delivery_request: { place: 'door', entrance: { kind: 'code', code: '#2345' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ _id: string }>()._id;

    const list = await ctx.app.inject({ url: '/api/orders', headers: holder.headers });
    const seen = list.json<{ orders: Order[] }>().orders.find((o) => o._id === orderId);
    const byId = (
      await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: holder.headers })
    ).json<Order>();
    for (const order of [seen, byId]) {
      expect(order?.customer.phone).toBe('***-****-6789');
      expect(order?.shipping_address.phone).toBe('***-****-1111');
      expect(order?.recipient.phone).toBe('***-****-1111');
      expect(order?.delivery_request?.entrance).toEqual({ kind: 'code', code: '*****' });
      expect(order?.cash_receipt).toEqual({
        purpose: 'income_deduction',
        identifier: '*******6789',
      });
      expect(JSON.stringify(order)).not.toContain('2345');
    }

    // The guest who placed it still sees what they typed.
    const own = (
      await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: guest.headers })
    ).json<Order>();
    expect(own.customer.phone).toBe('010-2345-6789');
    expect(own.cash_receipt?.identifier).toBe('01023456789');
  });

  it('shows the account’s own orders whole', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    const placed = await placeOrder(ctx.app, shopper, {
      cash_receipt: { purpose: 'income_deduction', identifier: '010-2345-6789' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = (await ctx.app.inject({ url: '/api/orders', headers: shopper.headers })).json<{
      orders: Order[];
    }>().orders;
    expect(order?.cash_receipt?.identifier).toBe('01023456789');
    expect(order?.customer.phone).not.toContain('*');
  });
});
