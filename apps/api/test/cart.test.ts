import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { guestToken, registerShopper } from './helpers/accounts.ts';
import { createProduct } from './helpers/factories.ts';

interface CartJson {
  items: {
    product_id: { _id: string; price: number; stock_quantity: number };
    quantity: number;
    line_total: number;
  }[];
  subtotal: number;
  shipping_price: number;
  total: number;
  amount_to_free_shipping: number;
  item_count: number;
}

describe('cart', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  const call = async (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const guest = async () => ({ 'guest-token': await guestToken(ctx) });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cart' });
    expect(res.statusCode).toBe(401);
  });

  it('starts empty and computes every figure on the server', async () => {
    const headers = await guest();
    const empty = await call(headers, 'GET', '/api/cart');
    expect(empty.json()).toEqual({
      items: [],
      subtotal: 0,
      shipping_price: 0,
      remote_area_surcharge: 0,
      postal_code: null,
      total: 0,
      amount_to_free_shipping: 50_000,
      minimum_order_amount: 0,
      amount_to_minimum_order: 0,
      item_count: 0,
    });

    const onSale = await createProduct(ctx.db, {
      sellPrice: 12_000,
      salePrice: 9_000,
      comparePrice: 13_000,
      isOnSale: true,
      stockQuantity: 10,
    });
    const regular = await createProduct(ctx.db, {
      sellPrice: 4_500,
      salePrice: 3_000,
      isOnSale: false,
      stockQuantity: 5,
    });
    await ctx.db.productImage.createMany({
      data: [
        { productId: onSale.id, url: '/uploads/products/second.jpg', sortOrder: 0 },
        { productId: onSale.id, url: '/uploads/products/main.jpg', isMain: true, sortOrder: 1 },
      ],
    });
    await call(headers, 'POST', '/api/cart/add', { product_id: onSale.id, quantity: 2 });
    const res = await call(headers, 'POST', '/api/cart/add', {
      product_id: regular.id,
      quantity: 3,
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartJson>();
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      product_id: {
        _id: onSale.id,
        price: 9_000,
        sell_price: 12_000,
        sale_price: 9_000,
        compare_price: 13_000,
        is_on_sale: true,
        stock_quantity: 10,
        imageUrl: '/uploads/products/main.jpg',
      },
      quantity: 2,
      line_total: 18_000,
    });
    expect(cart.items[1]).toMatchObject({
      product_id: { _id: regular.id, price: 4_500, imageUrl: null },
      line_total: 13_500,
    });
    expect(cart).toMatchObject({
      subtotal: 31_500,
      shipping_price: 5_000,
      total: 36_500,
      amount_to_free_shipping: 18_500,
      item_count: 2,
    });
  });

  it('ships free from 50,000 won', async () => {
    const headers = await guest();
    const product = await createProduct(ctx.db, { sellPrice: 25_000, stockQuantity: 5 });
    const res = await call(headers, 'POST', '/api/cart/add', {
      product_id: product.id,
      quantity: 2,
    });
    expect(res.json()).toMatchObject({
      subtotal: 50_000,
      shipping_price: 0,
      total: 50_000,
      amount_to_free_shipping: 0,
    });
  });

  it('adds to an existing line and refuses to pass the stock', async () => {
    const headers = await guest();
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    await call(headers, 'POST', '/api/cart/add', { product_id: product.id, quantity: 3 });
    const more = await call(headers, 'POST', '/api/cart/add', {
      product_id: product.id,
      quantity: 2,
    });
    expect(more.json<CartJson>().items[0]?.quantity).toBe(5);
    const tooMany = await call(headers, 'POST', '/api/cart/add', {
      product_id: product.id,
      quantity: 1,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ message: 'Only 5 left', code: 'INSUFFICIENT_STOCK' });
    // quantity defaults to 1
    const other = await createProduct(ctx.db, { stockQuantity: 5 });
    const one = await call(headers, 'POST', '/api/cart/add', { product_id: other.id });
    expect(one.json<CartJson>().items.find((i) => i.product_id._id === other.id)?.quantity).toBe(1);
  });

  it('says out of stock for a sold-out product and 404 for unknown or archived ones', async () => {
    const headers = await guest();
    const soldOut = await createProduct(ctx.db, { stockQuantity: 0 });
    const res = await call(headers, 'POST', '/api/cart/add', {
      product_id: soldOut.id,
      quantity: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This item is currently out of stock.' });

    const archived = await createProduct(ctx.db, { archivedAt: new Date() });
    for (const id of [archived.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await call(headers, 'POST', '/api/cart/add', { product_id: id, quantity: 1 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Product not found' });
    }
  });

  it('rejects hostile bodies with 400', async () => {
    const headers = await guest();
    const product = await createProduct(ctx.db);
    const bad = [
      {},
      { quantity: 1 },
      { product_id: 'not-a-uuid', quantity: 1 },
      { product_id: product.id, quantity: 1.5 },
      { product_id: product.id, quantity: '2' },
      { product_id: product.id, quantity: 0 },
      { product_id: product.id, quantity: -3 },
      { product_id: product.id, quantity: 1e9 },
      { product_id: product.id, quantity: 1, price: 1 },
      { product_id: 'x'.repeat(10_000), quantity: 1 },
    ];
    for (const payload of bad) {
      const res = await call(headers, 'POST', '/api/cart/add', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const missing = await call(headers, 'POST', '/api/cart/add', { quantity: 1 });
    expect(missing.json<{ message: string }>().message).toContain(
      'Invalid product. Cannot add to cart.',
    );
  });

  it('sets quantities, removes at zero or below, removes and clears', async () => {
    const headers = await guest();
    const a = await createProduct(ctx.db, { stockQuantity: 4 });
    const b = await createProduct(ctx.db, { stockQuantity: 4 });
    const c = await createProduct(ctx.db, { stockQuantity: 4 });
    await call(headers, 'POST', '/api/cart/add', { product_id: a.id, quantity: 1 });
    await call(headers, 'POST', '/api/cart/add', { product_id: b.id, quantity: 1 });

    const set = await call(headers, 'PUT', '/api/cart/update', { product_id: a.id, quantity: 4 });
    expect(set.json<CartJson>().items.find((i) => i.product_id._id === a.id)?.quantity).toBe(4);
    const over = await call(headers, 'PUT', '/api/cart/update', { product_id: a.id, quantity: 5 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: 'Only 4 left' });
    // update also creates a line that is not there yet
    const created = await call(headers, 'PUT', '/api/cart/update', {
      product_id: c.id,
      quantity: 2,
    });
    expect(created.json<CartJson>().item_count).toBe(3);

    const zero = await call(headers, 'PUT', '/api/cart/update', { product_id: b.id, quantity: 0 });
    expect(zero.json<CartJson>().items.map((i) => i.product_id._id)).toEqual([a.id, c.id]);
    const negative = await call(headers, 'PUT', '/api/cart/update', {
      product_id: c.id,
      quantity: -1,
    });
    expect(negative.json<CartJson>().items.map((i) => i.product_id._id)).toEqual([a.id]);

    await call(headers, 'POST', '/api/cart/add', { product_id: b.id, quantity: 1 });
    const removed = await call(headers, 'DELETE', `/api/cart/remove/${a.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CartJson>().items.map((i) => i.product_id._id)).toEqual([b.id]);
    const badId = await call(headers, 'DELETE', '/api/cart/remove/nope');
    expect(badId.statusCode).toBe(400);

    const cleared = await call(headers, 'DELETE', '/api/cart/clear');
    expect(cleared.json()).toMatchObject({ items: [], subtotal: 0, total: 0, item_count: 0 });
  });

  it('keeps carts apart: one guest never sees or changes another cart', async () => {
    const first = await guest();
    const second = await guest();
    const product = await createProduct(ctx.db);
    await call(first, 'POST', '/api/cart/add', { product_id: product.id, quantity: 2 });
    expect((await call(second, 'GET', '/api/cart')).json<CartJson>().items).toEqual([]);
    await call(second, 'DELETE', `/api/cart/remove/${product.id}`);
    await call(second, 'DELETE', '/api/cart/clear');
    expect((await call(first, 'GET', '/api/cart')).json<CartJson>().items).toHaveLength(1);
  });

  it('works for logged-in users and refuses a token of a deleted guest session', async () => {
    const shopper = await registerShopper(ctx);
    const product = await createProduct(ctx.db);
    const res = await call(shopper.headers, 'POST', '/api/cart/add', {
      product_id: product.id,
      quantity: 1,
    });
    expect(res.json<CartJson>().item_count).toBe(1);

    const token = await guestToken(ctx);
    await ctx.db.guestSession.deleteMany({});
    const stale = await call({ 'guest-token': token }, 'POST', '/api/cart/add', {
      product_id: product.id,
      quantity: 1,
    });
    expect(stale.statusCode).toBe(401);
  });

  it('never lets concurrent adds exceed the stock', async () => {
    const headers = await guest();
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(headers, 'POST', '/api/cart/add', { product_id: product.id, quantity: 1 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const cart = (await call(headers, 'GET', '/api/cart')).json<CartJson>();
    expect(cart.items[0]?.quantity).toBe(5);
  });

  it('survives concurrent first adds to a brand-new cart', async () => {
    const headers = await guest();
    const product = await createProduct(ctx.db, { stockQuantity: 100 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(headers, 'POST', '/api/cart/add', { product_id: product.id, quantity: 2 }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await call(headers, 'GET', '/api/cart')).json<CartJson>().items[0]?.quantity).toBe(16);
    expect(await ctx.db.cart.count({ where: { guestSession: { isNot: null } } })).toBeGreaterThan(
      0,
    );
  });
});
