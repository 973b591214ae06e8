// The back office's orders list over years of orders (ADR 0043): a page past the middle is read
// from the oldest end and answers the same rows in the same order; past 1,000 matches the total
// is the database's estimate and says so; a whole email is looked up as one.
import { describe, expect, it } from 'vitest';
import { generateOrderHistory } from '../src/db/seed/generate-orders.ts';
import { EXACT_COUNT_LIMIT } from '../src/domain/orders/back-office-list.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder, createProduct } from './helpers/factories.ts';

interface ListAnswer {
  orders: { order_number: string }[];
  page: number;
  pages: number;
  total: number;
  total_estimated?: boolean;
}

describe('the orders list at scale', () => {
  const ctx = useTestApp();

  const list = async (query: string) => {
    const admin = await adminSession(ctx.app, ctx.db);
    const response = await ctx.app.inject({
      url: `/api/admin/orders?${query}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ListAnswer>();
  };

  it('answers every page, the late ones read from the other end, newest first', async () => {
    const start = Date.parse('2026-10-01T03:00:00Z');
    // Two orders share each time, so the order number breaks the tie.
    for (let i = 0; i < 25; i++)
      await createOrder(ctx.db, {
        placedAt: new Date(start + Math.floor(i / 2) * 3_600_000),
        orderNumber: `20261001-${String(1000 + i)}`,
      });
    const newestFirst = Array.from({ length: 25 }, (_, i) => `20261001-${1024 - i}`);

    const pages = await Promise.all([1, 2, 3].map((page) => list(`limit=10&page=${page}`)));
    expect(pages.map((p) => p.orders.map((o) => o.order_number))).toEqual([
      newestFirst.slice(0, 10),
      newestFirst.slice(10, 20),
      newestFirst.slice(20),
    ]);
    expect(pages.map((p) => [p.total, p.pages, p.total_estimated])).toEqual([
      [25, 3, false],
      [25, 3, false],
      [25, 3, false],
    ]);
    expect((await list('limit=10&page=4')).orders).toEqual([]);
  });

  it('gives the estimate past 1,000 matches, and exact counts under it', async () => {
    await createProduct(ctx.db, { sellPrice: 5_000 });
    await generateOrderHistory(ctx.db, { orders: 1_500, customers: 100, seed: 3 });

    const all = await list('limit=20');
    expect(all.total_estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(all.total - 1_525) / 1_525).toBeLessThan(0.2);
    expect(all.pages).toBe(Math.ceil(all.total / 20));
    const last = await list(`limit=20&page=${all.pages}`);
    expect(last.orders.length).toBeGreaterThan(0);

    const pending = await list('status=pending&limit=20');
    const [exact] = await ctx.db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM orders WHERE status = 'pending'`;
    expect(pending.total_estimated).toBe(false);
    expect(pending.total).toBe(exact?.n);
  });

  it('finds a whole email address, typed in any case', async () => {
    await createOrder(ctx.db, { customerEmail: 'minji.kim@example.kr' });
    const found = await list(`q=${encodeURIComponent('Minji.Kim@Example.kr')}`);
    expect(found.total).toBe(1);
    expect((await list(`q=${encodeURIComponent('minji.kim')}`)).total).toBe(1);
  });
});
