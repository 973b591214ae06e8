// The shopper's choice per line when it is out: from the order body, else the account's default,
// and a guest's default is a refund.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

type Lines = { product_id: string; substitution: string }[];
const choices = (lines: Lines) =>
  Object.fromEntries(lines.map((line) => [line.product_id, line.substitution]));

describe('substitution choices', () => {
  const ctx = useTestApp();

  it("takes the account's default, overridden per product by the order body", async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const setting = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: shopper.headers,
      payload: { substitution_default: 'allow' },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json()).toMatchObject({ substitution_default: 'allow' });

    const eggs = await createProduct(ctx.db, { sellPrice: 30_000 });
    const milk = await createProduct(ctx.db, { sellPrice: 25_000 });
    await addCartLine(ctx.db, shopper.owner, eggs.id, 1);
    await addCartLine(ctx.db, shopper.owner, milk.id, 1);
    const placed = await placeOrder(ctx.app, shopper, { substitutions: { [milk.id]: 'refund' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const expected = { [eggs.id]: 'allow', [milk.id]: 'refund' };
    expect(choices(placed.json<{ order: { products: Lines } }>().order.products)).toEqual(expected);

    const orderId = placed.json<{ _id: string }>()._id;
    const mine = await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: shopper.headers });
    expect(choices(mine.json<{ products: Lines }>().products)).toEqual(expected);
    const stored = await ctx.db.orderItem.findMany({
      where: { orderId },
      select: { productId: true, substitution: true },
    });
    expect(Object.fromEntries(stored.map((s) => [s.productId, s.substitution]))).toEqual(expected);
  });

  it('starts a guest with refund, unless they allow a substitute', async () => {
    const guest = await guestShopper(ctx.app, ctx.db);
    const rice = await createProduct(ctx.db, { sellPrice: 30_000 });
    const tofu = await createProduct(ctx.db, { sellPrice: 25_000 });
    await addCartLine(ctx.db, guest.owner, rice.id, 1);
    await addCartLine(ctx.db, guest.owner, tofu.id, 1);
    const placed = await guestCheckout(ctx.app, guest, { substitutions: { [tofu.id]: 'allow' } });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(choices(placed.json<{ order: { products: Lines } }>().order.products)).toEqual({
      [rice.id]: 'refund',
      [tofu.id]: 'allow',
    });
  });

  it('refuses a choice that is neither allow nor refund', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const placed = await placeOrder(ctx.app, shopper, {
      substitutions: { [product.id]: 'maybe' },
    });
    expect(placed.statusCode).toBe(400);
  });
});
