// Admin stock changes are deltas with who and why; no edit can put back a stock figure that
// orders have moved since it was loaded (the lost update that sold the same units twice).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct, createSubcategory } from './helpers/factories.ts';

describe('admin stock', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  let adminEmail: string;
  beforeAll(async () => {
    const session = await adminSession(ctx.app, ctx.db);
    headers = session.headers;
    adminEmail = session.user.email;
  });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const stockOf = async (id: string) =>
    (await ctx.db.product.findUniqueOrThrow({ where: { id }, select: { stockQuantity: true } }))
      .stockQuantity;

  async function guestBuys(productId: string, quantity: number) {
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, productId, quantity);
    const res = await guestCheckout(ctx.app, guest);
    expect(res.statusCode).toBe(201);
  }

  it('saving a form loaded before a sale never puts the sold units back', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const loaded = (await call('GET', `/api/admin/products/${product.id}`)).json();
    expect(loaded.stock_quantity).toBe(10);

    await guestBuys(product.id, 3);
    expect(await stockOf(product.id)).toBe(7);

    // The old form sent every field it loaded, the stock included.
    const stale = await call('PATCH', `/api/admin/products/${product.id}`, {
      description: 'Now with more noodles',
      stock_quantity: loaded.stock_quantity,
    });
    expect(stale.statusCode).toBe(400);
    expect(await stockOf(product.id)).toBe(7);

    const edited = await call('PATCH', `/api/admin/products/${product.id}`, {
      description: 'Now with more noodles',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      description: 'Now with more noodles',
      stock_quantity: 7,
    });
    expect(await stockOf(product.id)).toBe(7);
  });

  it('applies a delta to the current stock and records who and why', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    await guestBuys(product.id, 2);

    const received = await call('POST', `/api/admin/products/${product.id}/stock`, {
      change: 12,
      reason: 'Delivery received',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().stock_quantity).toBe(15);
    const damaged = await call('POST', `/api/admin/products/${product.id}/stock`, {
      change: -1,
      reason: 'Damaged',
    });
    expect(damaged.json().stock_quantity).toBe(14);

    const history = await call('GET', `/api/admin/products/${product.id}/stock`);
    expect(history.json().movements).toEqual([
      expect.objectContaining({
        change: -1,
        stock_after: 14,
        reason: 'Damaged',
        actor_email: adminEmail,
      }),
      expect.objectContaining({
        change: 12,
        stock_after: 15,
        reason: 'Delivery received',
        actor_email: adminEmail,
      }),
    ]);
  });

  it('refuses a change below zero and a change based on a stock that moved', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 4 });
    const below = await call('POST', `/api/admin/products/${product.id}/stock`, {
      change: -5,
      reason: 'Stocktake',
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      code: 'STOCK_BELOW_ZERO',
      message: 'Only 4 in stock: cannot remove 5.',
    });

    await guestBuys(product.id, 1);
    const stale = await call('POST', `/api/admin/products/${product.id}/stock`, {
      change: -1,
      reason: 'Damaged',
      expected_stock: 4,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STOCK_CHANGED', details: { stock_quantity: 3 } });
    expect(await stockOf(product.id)).toBe(3);
    expect(await ctx.db.stockMovement.count({ where: { productId: product.id } })).toBe(0);

    const current = await call('POST', `/api/admin/products/${product.id}/stock`, {
      change: -1,
      reason: 'Damaged',
      expected_stock: 3,
    });
    expect(current.json().stock_quantity).toBe(2);
  });

  it('validates the change and its reason', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 4 });
    const url = `/api/admin/products/${product.id}/stock`;
    expect(
      (await call('POST', url, { change: 0, reason: 'x' })).json().details.fieldErrors.change,
    ).toEqual(['change cannot be zero']);
    expect((await call('POST', url, { change: 2.5, reason: 'x' })).statusCode).toBe(400);
    expect(
      (await call('POST', url, { change: 2, reason: ' ' })).json().details.fieldErrors.reason,
    ).toEqual(['reason is required']);
    const missing = await call(
      'POST',
      '/api/admin/products/5b0f6a6e-7c1d-4c43-9a55-2f1f4f1e9a10/stock',
      { change: 1, reason: 'x' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('records the opening stock of a new product', async () => {
    const sub = await createSubcategory(ctx.db);
    const created = await call('POST', '/api/admin/products', {
      name: 'Tofu',
      name_kr: '두부',
      sell_price: 2_000,
      stock_quantity: 30,
      subcategory_id: sub.id,
    });
    const history = await call('GET', `/api/admin/products/${created.json()._id}/stock`);
    expect(history.json().movements).toEqual([
      expect.objectContaining({
        change: 30,
        stock_after: 30,
        reason: 'Initial stock',
        actor_email: adminEmail,
      }),
    ]);
  });
});
