// The shop's minimum order: a setting the shop team changes, the amount the cart says is still
// needed, and both checkouts refusing a smaller order in the shopper's language. Free delivery
// keeps its own threshold.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import {
  guestCheckout,
  guestPayload,
  guestShopper,
  loggedInShopper,
  placeOrder,
} from './helpers/checkout.ts';
import { addCartLine, createProduct, createPromo } from './helpers/factories.ts';

const KO = { 'accept-language': 'ko' };

describe('the minimum order', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;

  const setMinimum = async (amount: number) => {
    // The back office edits what /api/admin/settings answers (the public answer adds keys of its own).
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...current, minimum_order_amount: amount },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    admin = (await adminSession(ctx.app, ctx.db)).headers;
  });

  it('is off until the shop team sets one, and the settings answer it', async () => {
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json()).toMatchObject({ minimum_order_amount: 0 });
    await setMinimum(15_000);
    const changed = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(changed.json()).toMatchObject({ minimum_order_amount: 15_000 });
    const negative = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...changed.json<Record<string, unknown>>(), minimum_order_amount: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('tells the cart how much is still needed, and leaves free delivery at its own threshold', async () => {
    await setMinimum(15_000);
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 12_000 });
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: shopper.headers,
    });
    expect(cart.json()).toMatchObject({
      subtotal: 12_000,
      minimum_order_amount: 15_000,
      amount_to_minimum_order: 3_000,
      shipping_price: 5_000,
      amount_to_free_shipping: 38_000,
    });
  });

  it('refuses a signed-in order below it in both languages, and takes one that reaches it', async () => {
    await setMinimum(15_000);
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { sellPrice: 7_000 });
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    for (const [headers, message] of [
      [{}, 'The minimum order is ₩15,000: add ₩1,000 more to place this order.'],
      [KO, '최소 주문 금액은 15,000원입니다. 1,000원어치를 더 담아야 주문할 수 있습니다.'],
    ] as const) {
      const res = await placeOrder(ctx.app, {
        ...shopper,
        headers: { ...shopper.headers, ...headers },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BELOW_MINIMUM_ORDER',
        message,
        details: { minimum_order_amount: 15_000, amount_to_minimum_order: 1_000 },
      });
    }
    expect(await ctx.db.order.count({ where: { userId: shopper.user.id } })).toBe(0);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(10);

    await addCartLine(ctx.db, shopper.owner, product.id, 3);
    const placed = await placeOrder(ctx.app, shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ subtotal: 21_000 });
  });

  it('refuses a guest order below it in both languages', async () => {
    await setMinimum(15_000);
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(
      ctx.db,
      guest.owner,
      (await createProduct(ctx.db, { sellPrice: 9_900 })).id,
      1,
    );
    for (const [headers, message] of [
      [{}, 'The minimum order is ₩15,000: add ₩5,100 more to place this order.'],
      [KO, '최소 주문 금액은 15,000원입니다. 5,100원어치를 더 담아야 주문할 수 있습니다.'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/guest-checkout',
        headers: { ...guest.headers, ...headers },
        payload: guestPayload(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BELOW_MINIMUM_ORDER', message });
    }
    expect(await ctx.db.order.count({ where: { guestSessionId: guest.session.id } })).toBe(0);
  });

  it('counts the goods before a promo code, as the cart does', async () => {
    await setMinimum(15_000);
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(
      ctx.db,
      guest.owner,
      (await createProduct(ctx.db, { sellPrice: 15_000 })).id,
      1,
    );
    const promo = await createPromo(ctx.db, { type: 'flat', value: 2_000 });
    const res = await guestCheckout(ctx.app, guest, { promo_code: promo.code });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 15_000, total_discount: 2_000 });
  });

  it('takes any order again once the shop team turns it off', async () => {
    await setMinimum(0);
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(
      ctx.db,
      guest.owner,
      (await createProduct(ctx.db, { sellPrice: 1_000 })).id,
      1,
    );
    const res = await guestCheckout(ctx.app, guest);
    expect(res.statusCode, res.body).toBe(201);
  });
});
