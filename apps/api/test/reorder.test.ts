// "Buy again" puts an order's products back in the cart at the quantities ordered, capped at the
// stock there is, and names the products it could not add.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper } from './helpers/checkout.ts';
import { addCartLine, createOrder, createProduct } from './helpers/factories.ts';

describe('buy again', () => {
  const ctx = useTestApp();

  it('adds what is sold, capped at stock, and names what is not', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const plenty = await createProduct(ctx.db, { name: 'Apples', stockQuantity: 20 });
    const scarce = await createProduct(ctx.db, { name: 'Bananas', stockQuantity: 3 });
    const gone = await createProduct(ctx.db, { name: 'Cherries', stockQuantity: 9 });
    const soldOut = await createProduct(ctx.db, { name: 'Dates', stockQuantity: 0 });
    await ctx.db.product.update({ where: { id: gone.id }, data: { archivedAt: new Date() } });
    const order = await createOrder(ctx.db, {
      userId: shopper.user.id,
      items: [
        { product: plenty, quantity: 2 },
        { product: scarce, quantity: 5 },
        { product: gone, quantity: 1 },
        { product: soldOut, quantity: 1 },
      ],
    });
    await addCartLine(ctx.db, shopper.owner, plenty.id, 1);

    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reorder`,
      headers: shopper.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      added: [
        expect.objectContaining({ product_id: plenty.id, quantity: 2, capped: false }),
        expect.objectContaining({ product_id: scarce.id, quantity: 3, capped: true }),
      ],
      skipped: [
        expect.objectContaining({ product_id: gone.id, reason: 'no_longer_sold' }),
        expect.objectContaining({ product_id: soldOut.id, reason: 'out_of_stock' }),
      ],
    });
    const cart = await ctx.db.cartItem.findMany({
      where: { cart: { userId: shopper.user.id } },
      select: { productId: true, quantity: true },
    });
    expect(Object.fromEntries(cart.map((line) => [line.productId, line.quantity]))).toEqual({
      [plenty.id]: 3,
      [scarce.id]: 3,
    });
  });

  it("answers 404 for someone else's order", async () => {
    const owner = await loggedInShopper(ctx.app, ctx.db);
    const stranger = await loggedInShopper(ctx.app, ctx.db);
    const order = await createOrder(ctx.db, { userId: owner.user.id });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reorder`,
      headers: stranger.headers,
    });
    expect(answer.statusCode).toBe(404);
  });
});
