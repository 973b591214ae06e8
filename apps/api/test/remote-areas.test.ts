// Remote-area (도서산간) surcharges: priced by the server from the postcode ranges in the shop
// settings, never waived by free shipping, kept on the order and shown wherever shipping is.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession } from './helpers/admin.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

const JEJU = { street: '첨단로 242', city: '제주시', postal_code: '63309' };

describe('remote-area surcharges', () => {
  const ctx = useTestApp();

  async function guestWithCart(price: number) {
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: price });
    await addCartLine(ctx.db, guest.owner, product.id, 1);
    return guest;
  }

  it('adds 3,000 won to a Jeju order that ships free, keeps it on the order and in the email', async () => {
    const guest = await guestWithCart(60_000);
    const res = await guestCheckout(ctx.app, guest, { address: JEJU });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      subtotal: 60_000,
      shipping_price: 0,
      remote_area_surcharge: 3_000,
      total_price: 63_000,
    });

    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: res.json()._id } });
    expect(order).toMatchObject({ shippingPrice: 0, remoteAreaSurcharge: 3_000, total: 63_000 });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: guest.headers,
    });
    expect(mine.json().orders[0]).toMatchObject({
      remote_area_surcharge: 3_000,
      total_price: 63_000,
    });

    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'order_confirmation', toAddress: order.customerEmail },
    });
    expect(email.textBody).toContain(
      'Shipping: Free\nRemote area surcharge: ₩3,000\nTotal: ₩63,000',
    );
    expect(email.htmlBody).toContain('Remote area surcharge: ₩3,000');
  });

  it('adds 5,000 won for an island range on top of the flat fee, and shows it to the back office', async () => {
    const guest = await guestWithCart(20_000);
    const ulleung = { street: '울릉읍 도동길 1', city: '울릉군', postal_code: '40228' };
    const res = await guestCheckout(ctx.app, guest, { address: ulleung });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      subtotal: 20_000,
      shipping_price: 5_000,
      remote_area_surcharge: 5_000,
      total_price: 30_000,
    });

    const { headers } = await adminSession(ctx.app, ctx.db);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${res.json()._id}`,
      headers,
    });
    expect(detail.json()).toMatchObject({ remote_area_surcharge: 5_000, total: 30_000 });
  });

  it('charges nothing extra on the mainland', async () => {
    const guest = await guestWithCart(60_000);
    const seoul = { street: '세종대로 110', city: '서울', postal_code: '04524' };
    const res = await guestCheckout(ctx.app, guest, { address: seoul });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ remote_area_surcharge: 0, total_price: 60_000 });
  });

  it('keeps the surcharge an order was placed with when the ranges change', async () => {
    const guest = await guestWithCart(60_000);
    const placed = await guestCheckout(ctx.app, guest, { address: JEJU });
    expect(placed.statusCode, placed.body).toBe(201);
    await ctx.db.shopSetting.upsert({
      where: { key: 'remote_areas' },
      create: { key: 'remote_areas', value: [] },
      update: { value: [] },
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: guest.headers,
    });
    expect(mine.json().orders[0]).toMatchObject({ remote_area_surcharge: 3_000 });
    await ctx.db.shopSetting.delete({ where: { key: 'remote_areas' } });
  });

  it('prices the cart for a postcode, else for the default address, and charges the logged-in checkout', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 60_000 });
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const cart = (query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/cart${query}`, headers: shopper.headers });

    expect((await cart('?postcode=63309')).json()).toMatchObject({
      subtotal: 60_000,
      shipping_price: 0,
      remote_area_surcharge: 3_000,
      postal_code: '63309',
      total: 63_000,
    });
    expect((await cart('?postcode=58850')).json()).toMatchObject({
      remote_area_surcharge: 5_000,
      total: 65_000,
    });
    // The default address is in Seoul.
    await ctx.db.address.update({
      where: { id: shopper.address.id },
      data: { isDefaultShipping: true },
    });
    expect((await cart()).json()).toMatchObject({
      remote_area_surcharge: 0,
      postal_code: '06234',
      total: 60_000,
    });

    const jeju = await ctx.db.address.update({
      where: { id: shopper.address.id },
      data: { postalCode: '63309' },
    });
    expect((await cart()).json()).toMatchObject({ remote_area_surcharge: 3_000, total: 63_000 });
    const res = await placeOrder(ctx.app, { ...shopper, address: jeju });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ remote_area_surcharge: 3_000, total_price: 63_000 });
  });

  it('keeps the surcharge on a partial refund and gives it back when everything is returned', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 30_000, stockQuantity: 5 });
    await addCartLine(ctx.db, guest.owner, product.id, 2);
    const placed = await guestCheckout(ctx.app, guest, { address: JEJU });
    expect(placed.json()).toMatchObject({ total_price: 63_000, remote_area_surcharge: 3_000 });
    const orderId: string = placed.json()._id;
    await ctx.db.order.update({
      where: { id: orderId },
      data: { status: 'confirmed', paymentStatus: 'paid', paidAt: new Date() },
    });
    const line = await ctx.db.orderItem.findFirstOrThrow({ where: { orderId } });
    const { headers } = await adminSession(ctx.app, ctx.db);
    const giveBack = (quantity: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        headers,
        payload: { method: 'cash', lines: [{ order_item_id: line.id, quantity }] },
      });

    // 30,000 kept: below free shipping, so the fee is kept too, and the surcharge stays.
    const partial = await giveBack(1);
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({
      shipping_price: 5_000,
      remote_area_surcharge: 3_000,
      total: 38_000,
    });
    expect(partial.json().refunds[0].amount).toBe(63_000 - 38_000);

    const rest = await giveBack(1);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ status: 'cancelled', remote_area_surcharge: 0, total: 0 });
    expect(rest.json().refunds[1].amount).toBe(38_000);
  });

  describe('settings', () => {
    async function saveAreas(remoteAreas: unknown) {
      const { headers } = await adminSession(ctx.app, ctx.db);
      const current = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
      return ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: { ...current.json<Record<string, unknown>>(), remote_areas: remoteAreas },
      });
    }

    it('seeds Jeju at 3,000 won and the islands at 5,000', async () => {
      const settings = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
      const areas = settings.json().remote_areas as { from: string; surcharge: number }[];
      expect(areas).toContainEqual(
        expect.objectContaining({ from: '63000', to: '63644', surcharge: 3_000 }),
      );
      expect(areas).toContainEqual(
        expect.objectContaining({ from: '40200', to: '40240', surcharge: 5_000 }),
      );
    });

    it('refuses malformed and overlapping ranges, and takes well-formed ones', async () => {
      const area = { name: 'Jeju', from: '63000', to: '63644', surcharge: 3_000 };
      const malformed = await saveAreas([{ ...area, from: '6300' }]);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('5-digit postcode');
      const backwards = await saveAreas([{ ...area, from: '63644', to: '63000' }]);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toContain('start at or before');
      const overlap = await saveAreas([
        area,
        { name: 'Udo', from: '63644', to: '63650', surcharge: 5_000 },
      ]);
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json().message).toContain('Udo (63644-63650) overlaps Jeju (63000-63644)');

      const saved = await saveAreas([
        area,
        { name: 'Udo', from: '63645', to: '63650', surcharge: 5_000 },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().remote_areas).toHaveLength(2);
      await ctx.db.shopSetting.delete({ where: { key: 'remote_areas' } });
    });
  });
});
