// My Orders a page at a time: a shopper of years has hundreds of orders, and the first visit reads
// the newest twenty; older ones follow the last one shown, in the same order, none lost or repeated.
import { beforeAll, describe, expect, it } from 'vitest';
import { customerSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder } from './helpers/factories.ts';

interface Page {
  orders: { _id: string; order_number: string }[];
  has_more: boolean;
}

describe('My Orders, a page at a time', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  let numbers: string[];
  beforeAll(async () => {
    const shopper = await customerSession(ctx.app, ctx.db);
    headers = shopper.headers;
    const sameTime = new Date('2026-06-01T03:00:00Z');
    numbers = [];
    // 25 orders, the middle five placed in the same instant (the page turns among them).
    for (let n = 1; n <= 25; n += 1) {
      const placedAt =
        n >= 3 && n <= 7 ? sameTime : new Date(sameTime.getTime() + (n - 5) * 86_400_000);
      const order = await createOrder(ctx.db, {
        userId: shopper.user.id,
        orderNumber: `20260601-${String(n).padStart(4, '0')}`,
        placedAt,
      });
      numbers.push(order.orderNumber);
    }
    numbers.reverse();
  });

  const page = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/orders${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };

  it('shows the newest twenty first, then the rest after the last one shown', async () => {
    const first = await page('');
    expect(first.orders.map((o) => o.order_number)).toEqual(numbers.slice(0, 20));
    expect(first.has_more).toBe(true);
    const rest = await page(`?before=${first.orders.at(-1)!._id}`);
    expect(rest.orders.map((o) => o.order_number)).toEqual(numbers.slice(20));
    expect(rest.has_more).toBe(false);
  });

  it('turns pages among orders placed in the same instant', async () => {
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const next = await page(`?limit=2${before && `&before=${before}`}`);
      seen.push(...next.orders.map((o) => o.order_number));
      if (!next.has_more) break;
      before = next.orders.at(-1)!._id;
    }
    expect(seen).toEqual(numbers);
  });

  it('answers 404 for a page after someone else’s order, 400 for a limit past 50', async () => {
    const other = await createOrder(ctx.db, {});
    const res = await ctx.app.inject({ url: `/api/orders?before=${other.id}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('ORDER_NOT_FOUND');
    expect((await ctx.app.inject({ url: '/api/orders?limit=51', headers })).statusCode).toBe(400);
  });
});
