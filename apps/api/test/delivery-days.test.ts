// Shoppers choose a delivery day: the days on offer follow the cut-off, closed days and holidays
// in Korean time, each day takes at most its capacity of orders even when buyers race for it, and a
// cancelled order gives its slot back.
import { formatDeliveryDay } from '@jangbogi/contracts/format';
import { describe, expect, it } from 'vitest';
import { deliverableDates } from '../src/domain/delivery/days.ts';
import { DEFAULT_SHOP_SETTINGS } from '../src/domain/settings/default-settings.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestPayload, guestShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

describe('delivery days', () => {
  const ctx = useTestApp();

  async function setDelivery(changes: Partial<typeof DEFAULT_SHOP_SETTINGS.delivery>) {
    const value = { ...DEFAULT_SHOP_SETTINGS.delivery, ...changes };
    await ctx.db.shopSetting.upsert({
      where: { key: 'delivery' },
      create: { key: 'delivery', value },
      update: { value },
    });
    return value;
  }

  async function guestWithCart(productId: string) {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, productId, 1);
    return guest;
  }

  const order = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers,
      payload: guestPayload(payload),
    });

  it('lists the next seven deliverable days with the room left', async () => {
    const settings = await setDelivery({ daily_capacity: 12 });
    const [first] = deliverableDates(settings, new Date());
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const placed = await order((await guestWithCart(product.id)).headers, { delivery_date: first });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.delivery_date).toBe(first);

    const answer = await ctx.app.inject({ url: '/api/delivery/days' });
    expect(answer.statusCode).toBe(200);
    const { days } = answer.json();
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ date: first, remaining: 11 });
    expect(days.slice(1).every((day: { remaining: number }) => day.remaining === 12)).toBe(true);
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'order_confirmation', toAddress: placed.json().order.customer.email },
    });
    // Written as every page writes a delivery day: `Sat, Nov 28`.
    expect(email.textBody).toContain(`Delivery day: ${formatDeliveryDay(first ?? '', 'en')}\n`);
  });

  it('refuses a day the shop does not deliver on', async () => {
    await setDelivery({});
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const refused = await order((await guestWithCart(product.id)).headers, {
      delivery_date: today,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DELIVERY_DAY_UNAVAILABLE');
  });

  it('gives twenty buyers racing for a day of capacity 5 exactly five orders', async () => {
    const settings = await setDelivery({ daily_capacity: 5 });
    const [, , third, fourth] = deliverableDates(settings, new Date());
    const product = await createProduct(ctx.db, { stockQuantity: 100 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => guestWithCart(product.id)));
    const answers = await Promise.all(
      buyers.map((buyer) => order(buyer.headers, { delivery_date: third })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'DELIVERY_DAY_FULL',
        details: { next_free_day: fourth },
      });
      expect(refused.json().message).toContain(fourth);
    }
    expect(
      await ctx.db.order.count({ where: { deliveryDate: new Date(`${third}T00:00:00Z`) } }),
    ).toBe(5);
    const { stockQuantity } = await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stockQuantity).toBe(95);

    // A cancelled order gives its slot back.
    const first = answers.find((answer) => answer.statusCode === 201)!;
    const buyer = buyers[answers.indexOf(first)]!;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${first.json().order._id}/cancel`,
      headers: buyer.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const days = (await ctx.app.inject({ url: '/api/delivery/days' })).json().days;
    expect(days.find((day: { date: string }) => day.date === third)).toEqual({
      date: third,
      remaining: 1,
    });
  });

  it("puts the day on the back office list, its filter and that day's picking list", async () => {
    const settings = await setDelivery({ daily_capacity: 50 });
    const [, second] = deliverableDates(settings, new Date());
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const placed = await order((await guestWithCart(product.id)).headers, {
      delivery_date: second,
    });
    const orderId = placed.json().order._id as string;
    await ctx.db.order.update({ where: { id: orderId }, data: { status: 'confirmed' } });
    const admin = await adminSession(ctx.app, ctx.db);

    const listed = await ctx.app.inject({
      url: `/api/admin/orders?delivery_date=${second}`,
      headers: admin.headers,
    });
    expect(listed.json().orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    expect(
      listed.json().orders.every((o: { delivery_date: string }) => o.delivery_date === second),
    ).toBe(true);

    const picking = await ctx.app.inject({
      url: `/api/admin/picking-list?date=${second}`,
      headers: admin.headers,
    });
    expect(picking.statusCode).toBe(200);
    expect(picking.json().slips).toContainEqual(
      expect.objectContaining({
        order_number: placed.json().order.order_number,
        delivery_date: second,
      }),
    );
  });
});
