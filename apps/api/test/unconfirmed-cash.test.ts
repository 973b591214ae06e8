import { describe, expect, it } from 'vitest';
import { cancelUnconfirmedCashOrders } from '../src/domain/payments/unconfirmed-cash.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder, createProduct } from './helpers/factories.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('cancelling cash orders nobody confirmed', () => {
  const ctx = useTestApp({ UNPAID_CASH_CANCEL_DAYS: '0.5' });
  const now = new Date('2026-11-21T03:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('cancels pending cash orders older than the limit, returns stock and tells the customer', async () => {
    expect(ctx.config.UNPAID_CASH_CANCEL_DAYS).toBe(0.5);
    const product = await createProduct(ctx.db, { stockQuantity: 1 });
    const stale = await createOrder(ctx.db, {
      paymentMethod: 'cash',
      placedAt: ago(13 * HOUR),
      items: [{ product, quantity: 3 }],
    });
    const fresh = await createOrder(ctx.db, { paymentMethod: 'cash', placedAt: ago(11 * HOUR) });
    const confirmed = await createOrder(ctx.db, {
      paymentMethod: 'cash',
      status: 'confirmed',
      placedAt: ago(5 * DAY),
    });
    const transfer = await createOrder(ctx.db, { placedAt: ago(13 * HOUR) });

    const cancelled = await cancelUnconfirmedCashOrders(
      ctx.db,
      now,
      ctx.config.UNPAID_CASH_CANCEL_DAYS,
    );
    expect(cancelled).toEqual([stale.orderNumber]);

    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      status: 'cancelled',
      cancelledAt: now,
    });
    for (const kept of [fresh, confirmed, transfer]) {
      expect((await ctx.db.order.findUniqueOrThrow({ where: { id: kept.id } })).status).toBe(
        kept.status,
      );
    }
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(4);

    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: stale.customerEmail },
    });
    expect(email).toMatchObject({
      kind: 'order_auto_cancel_unconfirmed',
      subject: `Order ${stale.orderNumber} was cancelled`,
    });
    expect(email.textBody).toContain('could not confirm your order in time');
    const event = await ctx.db.orderEvent.findFirstOrThrow({ where: { orderId: stale.id } });
    expect(event).toMatchObject({
      action: 'auto_cancel_unconfirmed',
      actorUserId: null,
      fromStatus: 'pending',
      toStatus: 'cancelled',
    });

    expect(await cancelUnconfirmedCashOrders(ctx.db, now, 0.5)).toEqual([]);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(4);
  });

  it('cancels once when several instances run at the same moment', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const orders = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        createOrder(ctx.db, {
          paymentMethod: 'cash',
          placedAt: ago(DAY + i * HOUR),
          items: [{ product, quantity: 2 }],
        }),
      ),
    );
    const runs = await Promise.all(
      [1, 2, 3].map(() => cancelUnconfirmedCashOrders(ctx.db, now, 0.5)),
    );
    expect(runs.flat().sort()).toEqual(orders.map((o) => o.orderNumber).sort());
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(8);
    for (const order of orders)
      expect(await ctx.db.orderEvent.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('clears a backlog larger than one batch, oldest first, a few batches a run', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const orders = [];
    for (let i = 0; i < 12; i++)
      orders.push(
        await createOrder(ctx.db, {
          paymentMethod: 'cash',
          placedAt: ago(DAY + i * 60_000),
          items: [{ product, quantity: 1 }],
        }),
      );
    // A run stops starting batches after a few seconds; whatever is left goes on the next run.
    const runs: string[][] = [];
    for (let run = 0; run < 12; run++) {
      const cancelled = await cancelUnconfirmedCashOrders(ctx.db, now, 0.5);
      if (cancelled.length === 0) break;
      runs.push(cancelled);
    }
    expect(runs[0]!.length).toBeGreaterThan(1);
    expect(runs.flat()).toEqual(
      [...orders]
        .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime())
        .map((o) => o.orderNumber),
    );
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(12);
  });
});
