// The export reads the orders batch by batch and writes each batch as it comes: every filtered
// order reaches the file (a month is about 30,000, more than the 10,000 the export once stopped
// at), in the list's order across batch boundaries, and a reader that goes away gives the
// connection back.
import { once } from 'node:events';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportOrders } from '../src/domain/orders/export.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder } from './helpers/factories.ts';

const MONTH_ORDERS = 10_050;

const csvLines = (payload: Buffer) =>
  payload.subarray(3).toString('utf8').trim().split('\r\n').slice(1);

describe('exporting orders in batches', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  const sameMinute = new Date('2026-10-10T03:00:00Z');
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
    // Five October orders, three placed in the same instant: the batches must not lose or
    // repeat one where the time ties.
    for (const [n, placedAt] of [
      [1, new Date('2026-10-09T03:00:00Z')],
      [2, sameMinute],
      [3, sameMinute],
      [4, sameMinute],
      [5, new Date('2026-10-11T03:00:00Z')],
    ] as const)
      await createOrder(ctx.db, { orderNumber: `20261010-000${n}`, placedAt });
    // A November of more orders than the old limit, copied from one order with one line.
    const template = await createOrder(ctx.db, {
      orderNumber: '20261101-00000',
      placedAt: new Date('2026-10-31T16:00:00Z'),
    });
    await ctx.db.$executeRaw`
      INSERT INTO orders
      SELECT r.* FROM orders o, generate_series(1, ${MONTH_ORDERS - 1}::int) g,
        LATERAL jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
          'id', gen_random_uuid(),
          'order_number', '20261101-' || lpad(g::text, 5, '0'),
          'placed_at', o.placed_at + g * interval '2 minutes')) r
      WHERE o.id = ${template.id}::uuid`;
    await ctx.db.$executeRaw`
      INSERT INTO order_items
      SELECT r.* FROM order_items i, orders o,
        LATERAL jsonb_populate_record(NULL::order_items, to_jsonb(i) || jsonb_build_object(
          'id', gen_random_uuid(), 'order_id', o.id)) r
      WHERE i.order_id = ${template.id}::uuid AND o.order_number LIKE '20261101-%'
        AND o.id <> ${template.id}::uuid`;
  });

  it('writes a month of more orders than the old limit whole, newest first', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=csv&from=2026-11-01&to=2026-11-30',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const numbers = csvLines(res.rawPayload).map((line) => line.split(',')[0]);
    expect(numbers).toHaveLength(MONTH_ORDERS);
    expect(new Set(numbers).size).toBe(MONTH_ORDERS);
    expect(numbers[0]).toBe(`20261101-${String(MONTH_ORDERS - 1).padStart(5, '0')}`);
    expect(numbers.at(-1)).toBe('20261101-00000');
  });

  it('keeps the list’s order across batches, ties on the time included, in CSV and XLSX', async () => {
    const query = { from: '2026-10-01', to: '2026-10-31' } as const;
    const file = await exportOrders(
      ctx.app.dbPool,
      { ...query, format: 'csv' },
      new Date(),
      'en',
      2,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of file.body as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(csvLines(Buffer.concat(chunks)).map((line) => line.split(',')[0])).toEqual([
      '20261010-0005',
      '20261010-0004',
      '20261010-0003',
      '20261010-0002',
      '20261010-0001',
    ]);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=xlsx&from=2026-10-01&to=2026-10-31',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('gives the connection back when the reader goes away', async () => {
    const pool = ctx.app.dbPool;
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await exportOrders(
        pool,
        { from: '2026-11-01', to: '2026-11-30', format },
        new Date(),
        'en',
        50,
      );
      expect(pool.totalCount - pool.idleCount).toBe(1);
      const released = once(pool, 'release');
      const body = file.body as NodeJS.ReadableStream & { destroy(): void };
      body.once('data', () => body.destroy());
      await released;
      expect(pool.totalCount - pool.idleCount).toBe(0);
    }
  });
});
