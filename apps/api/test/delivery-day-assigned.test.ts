// Every order has a delivery day. The web checkouts always send one; a body without one (the
// spec's own bodies) gets the first day with room, and the answer says so. A full week is a 409.
import { describe, expect, it } from 'vitest';
import { deliverableDates } from '../src/domain/delivery/days.ts';
import { DEFAULT_SHOP_SETTINGS } from '../src/domain/settings/default-settings.ts';
import { useTestApp } from './helpers/app.ts';
import {
  guestCheckout,
  guestPayload,
  guestShopper,
  loggedInShopper,
  placeOrder,
} from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

const CAPACITY = 3;

describe('orders without a delivery day', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });

  async function fill(days: string[]) {
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      await ctx.db.deliverySlot.upsert({
        where: { day: date },
        create: { day: date, taken: CAPACITY },
        update: { taken: CAPACITY },
      });
    }
  }

  async function shopWithCapacity() {
    const value = { ...DEFAULT_SHOP_SETTINGS.delivery, daily_capacity: CAPACITY };
    await ctx.db.shopSetting.upsert({
      where: { key: 'delivery' },
      create: { key: 'delivery', value },
      update: { value },
    });
    await ctx.db.deliverySlot.deleteMany({});
    return deliverableDates(value, new Date());
  }

  const takenOn = async (day: string) =>
    (await ctx.db.deliverySlot.findUnique({ where: { day: new Date(`${day}T00:00:00Z`) } }))
      ?.taken ?? 0;

  async function loggedInWithCart() {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, (await createProduct(ctx.db)).id, 1);
    return shopper;
  }

  async function guestWithCart() {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, (await createProduct(ctx.db)).id, 1);
    return guest;
  }

  it('gives a logged-in order the first day with room when the first day is full', async () => {
    const [first, second] = await shopWithCapacity();
    await fill([first!]);
    const placed = await placeOrder(ctx.app, await loggedInWithCart());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      delivery_date: second,
      delivery_date_assigned: true,
      order: { delivery_date: second },
    });
    expect(await takenOn(first!)).toBe(CAPACITY);
    expect(await takenOn(second!)).toBe(1);
    const stored = await ctx.db.order.findUniqueOrThrow({ where: { id: placed.json()._id } });
    expect(stored.deliveryDate?.toISOString().slice(0, 10)).toBe(second);
  });

  it('gives a guest order the first day with room too, and says the day was chosen', async () => {
    const [first, second, third] = await shopWithCapacity();
    await fill([first!, second!]);
    const placed = await guestCheckout(ctx.app, await guestWithCart());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ delivery_date: third, delivery_date_assigned: true });
    expect(await takenOn(third!)).toBe(1);
  });

  it('keeps the day the shopper chose, and says it was not assigned', async () => {
    const [, second] = await shopWithCapacity();
    const placed = await guestCheckout(ctx.app, await guestWithCart(), { delivery_date: second });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ delivery_date: second, delivery_date_assigned: false });
  });

  it('answers 409 in both languages when every day of the week is full', async () => {
    await fill(await shopWithCapacity());
    const shopper = await loggedInWithCart();
    const english = await placeOrder(ctx.app, shopper);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'NO_DELIVERY_DAY',
      message: 'Every delivery day of the coming week is fully booked. Please try again tomorrow.',
    });
    const korean = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: { ...(await guestWithCart()).headers, 'accept-language': 'ko' },
      payload: guestPayload(),
    });
    expect(korean.statusCode).toBe(409);
    expect(korean.json()).toMatchObject({
      code: 'NO_DELIVERY_DAY',
      message: '앞으로 일주일의 배송일 예약이 모두 찼습니다. 내일 다시 시도해 주세요.',
    });
    expect(await ctx.db.order.count({ where: { deliveryDate: null } })).toBe(0);
  });
});
