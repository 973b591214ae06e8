import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminSession, customerSession } from './helpers/admin.ts';
import { createProduct } from './helpers/factories.ts';

describe('bulk edits of products', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });
  const bulk = (ids: string[], change: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers,
      payload: { ids, change },
    });
  const load = (ids: string[]) =>
    ctx.db.product.findMany({
      where: { id: { in: ids } },
      orderBy: { sellPrice: 'asc' },
      select: {
        sellPrice: true,
        salePrice: true,
        isOnSale: true,
        isFeatured: true,
        stockQuantity: true,
      },
    });

  it('sets the price, the sale price, on-sale and featured of every selected product', async () => {
    const a = await createProduct(ctx.db, { sellPrice: 3_000 });
    const b = await createProduct(ctx.db, { sellPrice: 4_000 });
    const untouched = await createProduct(ctx.db, { sellPrice: 9_000 });
    const ids = [a.id, b.id];

    let res = await bulk(ids, { field: 'sell_price', value: 5_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    res = await bulk(ids, { field: 'sale_price', value: 4_500 });
    expect(res.statusCode).toBe(200);
    res = await bulk(ids, { field: 'is_on_sale', value: true });
    expect(res.statusCode).toBe(200);
    res = await bulk(ids, { field: 'is_featured', value: true });
    expect(res.statusCode).toBe(200);

    expect(await load(ids)).toEqual([
      { sellPrice: 5_000, salePrice: 4_500, isOnSale: true, isFeatured: true, stockQuantity: 10 },
      { sellPrice: 5_000, salePrice: 4_500, isOnSale: true, isFeatured: true, stockQuantity: 10 },
    ]);
    expect(await load([untouched.id])).toEqual([
      { sellPrice: 9_000, salePrice: null, isOnSale: false, isFeatured: false, stockQuantity: 10 },
    ]);
  });

  it('changes nothing when the sale price is not below the price of one product, and names it', async () => {
    const cheap = await createProduct(ctx.db, { sellPrice: 2_000, name: 'Cheap tofu' });
    const dear = await createProduct(ctx.db, { sellPrice: 8_000 });
    const res = await bulk([cheap.id, dear.id], { field: 'sale_price', value: 3_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BULK_REFUSED',
      message: '1 of 2 selected products cannot take this change; nothing was changed.',
      details: {
        failed: [
          {
            _id: cheap.id,
            name: 'Cheap tofu',
            message: 'The sale price must be below the selling price',
          },
        ],
      },
    });
    expect((await load([cheap.id, dear.id])).map((p) => p.salePrice)).toEqual([null, null]);

    // Putting on sale a product without a sale price is refused the same way.
    const onSale = await bulk([dear.id], { field: 'is_on_sale', value: true });
    expect(onSale.statusCode).toBe(409);
    expect(onSale.json().details.failed[0].message).toBe('A product on sale needs a sale price');
  });

  it('applies a stock delta as one recorded movement per product, all or nothing', async () => {
    const a = await createProduct(ctx.db, { sellPrice: 1_000, stockQuantity: 5 });
    const b = await createProduct(ctx.db, { sellPrice: 2_000, stockQuantity: 1 });
    const res = await bulk([a.id, b.id], {
      field: 'stock',
      change: 12,
      reason: 'Delivery received',
    });
    expect(res.statusCode).toBe(200);
    expect((await load([a.id, b.id])).map((p) => p.stockQuantity)).toEqual([17, 13]);
    const movements = await ctx.db.stockMovement.findMany({
      where: { productId: { in: [a.id, b.id] }, reason: 'Delivery received' },
      select: { productId: true, change: true, stockAfter: true },
    });
    expect(movements).toHaveLength(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        { productId: a.id, change: 12, stockAfter: 17 },
        { productId: b.id, change: 12, stockAfter: 13 },
      ]),
    );

    const refused = await bulk([a.id, b.id], { field: 'stock', change: -15, reason: 'Damaged' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.failed).toEqual([
      { _id: b.id, name: b.name, message: 'Only 13 in stock: cannot remove 15.' },
    ]);
    expect((await load([a.id, b.id])).map((p) => p.stockQuantity)).toEqual([17, 13]);
    expect(await ctx.db.stockMovement.count({ where: { reason: 'Damaged' } })).toBe(0);
  });

  it('validates the request and refuses shoppers', async () => {
    const product = await createProduct(ctx.db);
    expect((await bulk([], { field: 'is_featured', value: true })).statusCode).toBe(400);
    expect((await bulk([product.id], { field: 'stock', change: 0, reason: 'x' })).statusCode).toBe(
      400,
    );
    expect((await bulk([product.id], { field: 'name', value: 'x' })).statusCode).toBe(400);
    expect(
      (
        await bulk([product.id, '00000000-0000-4000-8000-000000000000'], {
          field: 'is_featured',
          value: true,
        })
      ).statusCode,
    ).toBe(404);

    const customer = await customerSession(ctx.app, ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: customer.headers,
      payload: { ids: [product.id], change: { field: 'is_featured', value: true } },
    });
    expect(res.statusCode).toBe(403);
    expect((await load([product.id]))[0]?.isFeatured).toBe(false);
  });
});
