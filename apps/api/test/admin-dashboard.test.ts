import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@jangbogi/contracts/admin';
import { addDays, koreanDateOf, koreanDayRange } from '@jangbogi/contracts/korea-time';
import { useTestApp } from './helpers/app.ts';
import { adminSession } from './helpers/admin.ts';
import { createOrder, createProduct } from './helpers/factories.ts';

describe('back-office dashboard and picking list', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });
  const dashboardNow = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json<Dashboard>();
  };

  it("counts today's orders and revenue in Korea time", async () => {
    const today = koreanDateOf(new Date());
    const startOfKoreanDay = new Date(Date.parse(`${today}T00:00:00+09:00`));
    const rice = await createProduct(ctx.db, { stockQuantity: 2 });
    await createProduct(ctx.db, { stockQuantity: 0, archivedAt: new Date() }); // archived: not counted
    await createOrder(ctx.db, {
      placedAt: new Date(startOfKoreanDay.getTime() + 60_000),
      items: [{ product: rice, quantity: 2 }],
      paymentMethod: 'cash',
    });
    await createOrder(ctx.db, {
      placedAt: new Date(startOfKoreanDay.getTime() + 120_000),
      paymentStatus: 'proof_submitted',
      items: [{ unitPrice: 60_000 }],
    });
    await createOrder(ctx.db, {
      placedAt: new Date(startOfKoreanDay.getTime() + 180_000),
      status: 'cancelled',
      items: [{ unitPrice: 99_000 }],
    });
    await createOrder(ctx.db, {
      placedAt: new Date(startOfKoreanDay.getTime() - 60_000),
      status: 'confirmed',
      paymentMethod: 'cash',
    }); // yesterday in Korea

    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: today,
      todays_orders: 3,
      todays_revenue: 25_000 + 60_000,
      review_queue: 1,
      pending_orders: 2,
      low_stock_products: 1,
      low_stock_threshold: 5,
      last_30_days: {
        from: addDays(today, -29).date,
        orders: 4,
        revenue: 25_000 + 60_000 + 15_000,
      },
      best_sellers: [],
    });
  });

  it('counts the last 30 Korean days, today included, and lists the best sellers', async () => {
    const today = koreanDateOf(new Date());
    const before = (await dashboardNow()).last_30_days;
    const firstDay = koreanDayRange(addDays(today, -29).date).start;
    await createOrder(ctx.db, { placedAt: new Date(firstDay.getTime() + 60_000) });
    await createOrder(ctx.db, { placedAt: new Date(firstDay.getTime() - 60_000) }); // day 31
    const [tofu, kimchi, gone] = await Promise.all([
      createProduct(ctx.db, { name: 'Tofu', nameKr: '두부' }),
      createProduct(ctx.db, { name: 'Kimchi', nameKr: '김치' }),
      createProduct(ctx.db, { name: 'Gone', archivedAt: new Date() }),
    ]);
    // What the nightly housekeeping counts (refreshSales).
    for (const [product, units] of [
      [tofu, 7],
      [kimchi, 12],
      [gone, 50],
    ] as const)
      await ctx.db
        .$executeRaw`UPDATE products SET sales_30d = ${units} WHERE id = ${product.id}::uuid`;

    const after = await dashboardNow();
    expect(after.last_30_days).toEqual({
      from: before.from,
      orders: before.orders + 1,
      revenue: before.revenue + 15_000,
    });
    expect(after.best_sellers).toEqual([
      { product_id: kimchi.id, name: 'Kimchi', name_kr: '김치', units: 12 },
      { product_id: tofu.id, name: 'Tofu', name_kr: '두부', units: 7 },
    ]);
  });

  it("groups a day's confirmed orders by product for picking", async () => {
    const tofu = await createProduct(ctx.db, { name: 'Tofu', nameKr: '두부' });
    const kimchi = await createProduct(ctx.db, { name: 'Kimchi', nameKr: '김치' });
    const day = new Date('2025-03-01T15:30:00Z'); // 2025-03-02 00:30 in Korea
    const a = await createOrder(ctx.db, {
      status: 'confirmed',
      placedAt: day,
      items: [
        { product: tofu, quantity: 2 },
        { product: kimchi, quantity: 1 },
      ],
    });
    const b = await createOrder(ctx.db, {
      status: 'confirmed',
      placedAt: new Date(day.getTime() + 3600_000),
      items: [{ product: tofu, quantity: 3 }],
    });
    await createOrder(ctx.db, {
      status: 'pending',
      placedAt: day,
      items: [{ product: tofu, quantity: 50 }],
    });
    await createOrder(ctx.db, {
      status: 'confirmed',
      placedAt: new Date('2025-03-01T14:59:00Z'),
      items: [{ product: tofu, quantity: 70 }],
    });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/picking-list?date=2025-03-02',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2025-03-02',
      order_count: 2,
      items: [
        {
          product_id: kimchi.id,
          product_name: 'Kimchi',
          product_name_kr: '김치',
          quantity: 1,
          order_numbers: [a.orderNumber],
          storage: 'room',
        },
        {
          product_id: tofu.id,
          product_name: 'Tofu',
          product_name_kr: '두부',
          quantity: 5,
          order_numbers: [a.orderNumber, b.orderNumber].sort(),
          storage: 'room',
        },
      ],
      slips: expect.any(Array),
    });
    // A packing slip per order, with what goes in the box and where it goes.
    const slips = res.json().slips;
    expect(slips.map((slip: { order_number: string }) => slip.order_number)).toEqual(
      [a.orderNumber, b.orderNumber].sort(),
    );
    expect(
      slips.find((slip: { order_number: string }) => slip.order_number === a.orderNumber),
    ).toEqual({
      order_number: a.orderNumber,
      placed_at: day.toISOString(),
      delivery_date: null,
      customer_name: a.customerName,
      customer_phone: a.customerPhone,
      recipient: { name: a.customerName, phone: a.customerPhone },
      delivery_request: null,
      shipping_address: { ...(a.shippingAddress as object), address_detail: '' },
      note: null,
      payment_method: 'account_transfer',
      payment_status: 'unpaid',
      subtotal: a.subtotal,
      discount: 0,
      shipping_price: a.shippingPrice,
      remote_area_surcharge: 0,
      total: a.total,
      lines: [
        {
          product_name: 'Kimchi',
          product_name_kr: '김치',
          unit_price: kimchi.sellPrice,
          quantity: 1,
          line_total: kimchi.sellPrice,
          storage: 'room',
        },
        {
          product_name: 'Tofu',
          product_name_kr: '두부',
          unit_price: tofu.sellPrice,
          quantity: 2,
          line_total: tofu.sellPrice * 2,
          storage: 'room',
        },
      ],
    });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/picking-list?date=21-11-2026',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('date: Use a date like 2026-11-21');
  });

  it('picks what a packed order holds: the packed units and the substitute, in its own storage', async () => {
    const milk = await createProduct(ctx.db, { name: 'Milk', nameKr: '우유', storage: 'chilled' });
    const oatMilk = await createProduct(ctx.db, {
      name: 'Oat Milk',
      nameKr: '귀리 음료',
      storage: 'room',
      stockQuantity: 10,
    });
    const rice = await createProduct(ctx.db, { name: 'Rice', nameKr: '쌀' });
    const day = new Date('2025-04-01T03:00:00Z'); // 2025-04-01 12:00 in Korea
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      placedAt: day,
      items: [
        { product: milk, quantity: 2, substitution: 'allow' },
        { product: rice, quantity: 3 },
      ],
    });
    const lineOf = (id: string) => order.items.find((i) => i.productId === id)!.id;
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/pack`,
      headers,
      payload: {
        lines: [
          { line_id: lineOf(milk.id), packed_quantity: 2, substitute_product_id: oatMilk.id },
          { line_id: lineOf(rice.id), packed_quantity: 1 },
        ],
      },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const res = await ctx.app.inject({
      url: '/api/admin/picking-list?date=2025-04-01',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ product_id: oatMilk.id, quantity: 2, storage: 'room' }),
      expect.objectContaining({ product_id: rice.id, quantity: 1, storage: 'room' }),
    ]);
  });
});
