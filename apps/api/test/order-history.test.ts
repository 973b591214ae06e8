// `pnpm db:seed --orders N`: a reproducible three-year history through the shop's own tables.
import { describe, expect, it } from 'vitest';
import {
  daysToDelivery,
  generateOrderHistory,
  HEAVY_CUSTOMER_ORDERS,
  SEEDED_CUSTOMER_PASSWORD,
} from '../src/db/seed/generate-orders.ts';
import { useTestApp } from './helpers/app.ts';
import { createProduct } from './helpers/factories.ts';

const NOW = new Date('2026-11-27T03:00:00Z');

describe('a generated order history', () => {
  const ctx = useTestApp();

  const digest = async () => {
    const rows = await ctx.db.$queryRaw<{ digest: string }[]>`
      SELECT md5(string_agg(o.id::text || o.status || o.payment_status || o.total || o.customer_name
                            || o.placed_at::text || o.shipping_address::text, ',' ORDER BY o.id)) AS digest
        FROM orders o`;
    return rows[0]?.digest;
  };

  const indexesAndKeys = () =>
    ctx.db.$queryRaw<{ definition: string }[]>`
      SELECT indexdef AS definition FROM pg_indexes WHERE tablename IN ('orders', 'order_items')
      UNION ALL
      SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
       WHERE conrelid IN ('orders'::regclass, 'order_items'::regclass)
      ORDER BY 1`;

  it('writes orders, lines, customers and their money as the shop would, the same for the same seed', async () => {
    await createProduct(ctx.db, { sellPrice: 3_900 });
    await createProduct(ctx.db, { sellPrice: 12_800 });
    await createProduct(ctx.db, { sellPrice: 56_000 });

    const schemaBefore = await indexesAndKeys();
    const summary = await generateOrderHistory(ctx.db, {
      orders: 3_000,
      customers: 400,
      seed: 7,
      now: NOW,
    });
    // Written without the secondary indexes and foreign keys, which are then put back as they were.
    expect(await indexesAndKeys()).toEqual(schemaBefore);
    expect(summary.orders).toBe(3_000);
    expect(await ctx.db.order.count()).toBe(3_000);
    expect(await ctx.db.user.count()).toBe(400);
    expect(summary.lines).toBeGreaterThan(3_000 * 4);

    const [facts] = await ctx.db.$queryRaw<
      {
        oldest: Date;
        newest: Date;
        jeju: bigint;
        guests: bigint;
        korean: bigint;
        statuses: bigint;
        lines_match: boolean;
        tax_matches: boolean;
        numbers_unique: boolean;
        sunday_deliveries: bigint;
        saturday_to_monday: boolean;
      }[]
    >`
      SELECT min(placed_at) AS oldest, max(placed_at) AS newest,
             count(*) FILTER (WHERE remote_area_surcharge > 0) AS jeju,
             count(*) FILTER (WHERE user_id IS NULL) AS guests,
             count(*) FILTER (WHERE customer_name ~ '^[가-힣]+$') AS korean,
             count(DISTINCT status) AS statuses,
             bool_and(subtotal = (SELECT sum(line_total) FROM order_items oi WHERE oi.order_id = o.id)) AS lines_match,
             bool_and(tax_taxable + tax_vat + tax_exempt = total) AS tax_matches,
             count(DISTINCT order_number) = count(*) AS numbers_unique,
             -- The shop (its default settings) delivers from Monday to Saturday.
             count(*) FILTER (WHERE extract(dow FROM delivery_date) = 0) AS sunday_deliveries,
             bool_and(delivery_date = (placed_at AT TIME ZONE 'Asia/Seoul')::date + 2)
               FILTER (WHERE extract(dow FROM placed_at AT TIME ZONE 'Asia/Seoul') = 6) AS saturday_to_monday
        FROM orders o`;
    expect(facts!.oldest.getTime()).toBeLessThan(NOW.getTime() - 3 * 364 * 86_400_000);
    expect(facts!.newest.getTime()).toBeLessThan(NOW.getTime());
    expect(Number(facts!.jeju)).toBeGreaterThan(0);
    expect(Number(facts!.guests)).toBeGreaterThan(300);
    expect(Number(facts!.korean)).toBeGreaterThan(1_000);
    expect(Number(facts!.statuses)).toBeGreaterThanOrEqual(4);
    expect(facts).toMatchObject({
      lines_match: true,
      tax_matches: true,
      numbers_unique: true,
      saturday_to_monday: true,
    });
    expect(Number(facts!.sunday_deliveries)).toBe(0);

    expect(await ctx.db.refund.count()).toBeGreaterThan(0);
    expect(await ctx.db.cashReceipt.count()).toBeGreaterThan(0);
    const heavy = await ctx.db.user.findUniqueOrThrow({
      where: { email: summary.heavyCustomerEmail },
      include: { _count: { select: { orders: true } } },
    });
    expect(heavy._count.orders).toBeGreaterThanOrEqual(Math.min(HEAVY_CUSTOMER_ORDERS, 3_000 / 6));

    // The seeded customers sign in, to try My Orders on a long history.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: summary.heavyCustomerEmail, password: SEEDED_CUSTOMER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // And page back through it: the ids are ones the API takes as `before`.
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const newest = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers });
    const lastShown = newest.json<{ orders: { _id: string }[] }>().orders.at(-1)!._id;
    const older = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders?before=${lastShown}`,
      headers,
    });
    expect(older.statusCode).toBe(200);
    expect(older.json<{ orders: unknown[] }>().orders.length).toBeGreaterThan(0);

    // Written again from the same seed, the history is the same.
    const first = await digest();
    await ctx.db.$executeRaw`DELETE FROM orders`;
    await ctx.db.$executeRaw`DELETE FROM users`;
    await generateOrderHistory(ctx.db, { orders: 3_000, customers: 400, seed: 7, now: NOW });
    expect(await digest()).toBe(first);
  });
});

describe('the days from an order to its delivery in a generated history', () => {
  it('skip the weekdays the shop is closed on', () => {
    // Sunday to Saturday; closed on Sundays, a Saturday order comes on Monday.
    expect(daysToDelivery([0])).toEqual([1, 1, 1, 1, 1, 1, 2]);
    // Closed on Saturdays and Sundays: Friday's and Saturday's orders come on Monday.
    expect(daysToDelivery([0, 6])).toEqual([1, 1, 1, 1, 1, 3, 2]);
    expect(daysToDelivery([])).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
