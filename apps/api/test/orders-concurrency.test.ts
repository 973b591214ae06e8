// Races that a busy shop will see: many buyers for the last unit, a promo with one use left,
// and a double-submitted checkout.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct, createPromo } from './helpers/factories.ts';

describe('concurrent checkouts', () => {
  const ctx = useTestApp();

  it('sells the last unit exactly once among 50 simultaneous buyers', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 1, name: 'Last Melon' });
    // Everyone's cart first, then all the checkouts at once.
    const checkouts: (() => ReturnType<typeof placeOrder>)[] = [];
    for (let i = 0; i < 50; i++) {
      if (i % 2 === 0) {
        const shopper = await loggedInShopper(ctx.app, ctx.db);
        await addCartLine(ctx.db, shopper.owner, product.id, 1);
        checkouts.push(() => placeOrder(ctx.app, shopper));
      } else {
        const guest = await guestShopper(ctx.app, ctx.db);
        await addCartLine(ctx.db, guest.owner, product.id, 1);
        checkouts.push(() => guestCheckout(ctx.app, guest));
      }
    }

    const responses = await Promise.all(checkouts.map((checkout) => checkout()));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Only 0 left of Last Melon',
      });
    }
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(0);
    expect(await ctx.db.orderItem.count({ where: { productId: product.id } })).toBe(1);
    // The losers keep their carts; nothing of theirs was committed.
    expect(await ctx.db.cartItem.count({ where: { productId: product.id } })).toBe(49);
  });

  it('lets a promo with a usage limit of 1 be used once among 20 simultaneous orders', async () => {
    const promo = await createPromo(ctx.db, { type: 'flat', value: 2_000, usageLimit: 1 });
    const checkouts: (() => ReturnType<typeof placeOrder>)[] = [];
    for (let i = 0; i < 20; i++) {
      const shopper = await loggedInShopper(ctx.app, ctx.db);
      await addCartLine(
        ctx.db,
        shopper.owner,
        (await createProduct(ctx.db, { sellPrice: 20_000 })).id,
        1,
      );
      checkouts.push(() => placeOrder(ctx.app, shopper, { promo_code: promo.code }));
    }
    const responses = await Promise.all(checkouts.map((checkout) => checkout()));
    const winners = responses.filter((r) => r.statusCode === 201);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.json().total_discount).toBe(2_000);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    expect(await ctx.db.promoUse.count({ where: { promoId: promo.id } })).toBe(1);
    expect(await ctx.db.order.count({ where: { promoCode: promo.code } })).toBe(1);
  });

  it('turns a burst of submits with one Idempotency-Key into a single order', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    const keyed = {
      ...shopper,
      headers: { ...shopper.headers, 'idempotency-key': 'double-click-1' },
    };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(ctx.app, keyed)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((r) => r.json<{ _id: string }>()._id)).size).toBe(1);
    expect(await ctx.db.order.count({ where: { userId: shopper.user.id } })).toBe(1);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(8);
  });
});
