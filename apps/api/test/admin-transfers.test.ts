import { beforeAll, describe, expect, it } from 'vitest';
import { cancelStaleTransferOrders } from '../src/domain/payments/transfer-review.ts';
import { useTestApp } from './helpers/app.ts';
import { adminSession } from './helpers/admin.ts';
import {
  createOrder,
  createPaymentProof,
  createProduct,
  createPromo,
  usePromo,
} from './helpers/factories.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('transfer review queue', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });

  it('lists transfer orders awaiting money, oldest first, with the latest proof', async () => {
    const now = Date.now();
    const withProof = await createOrder(ctx.db, {
      paymentStatus: 'proof_submitted',
      placedAt: new Date(now - 30 * HOUR),
      depositorName: '이하늘',
    });
    await createPaymentProof(ctx.db, withProof.id, {
      createdAt: new Date(now - 20 * HOUR),
      rejectedAt: new Date(now - 19 * HOUR),
    });
    const latest = await createPaymentProof(ctx.db, withProof.id, {
      createdAt: new Date(now - 2 * HOUR),
    });
    const unpaid = await createOrder(ctx.db, { placedAt: new Date(now - 2 * HOUR) });
    await createOrder(ctx.db, { paymentStatus: 'paid', status: 'confirmed' });
    await createOrder(ctx.db, { status: 'cancelled', placedAt: new Date(now - 40 * HOUR) });
    await createOrder(ctx.db, { paymentMethod: 'cash' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/review-queue', headers });
    expect(res.statusCode).toBe(200);
    const { orders } = res.json();
    expect(orders.map((o: { _id: string }) => o._id)).toEqual([withProof.id, unpaid.id]);
    expect(orders[0]).toMatchObject({
      order_number: withProof.orderNumber,
      depositor_name: '이하늘',
      amount_due: withProof.total,
      payment_status: 'proof_submitted',
      age_hours: 30,
      proof_url: expect.stringMatching(
        new RegExp(`^/api/files/${latest.fileKey}\\?expires=\\d+&signature=`),
      ),
    });
    expect(orders[1]).toMatchObject({ payment_status: 'unpaid', proof_url: null, age_hours: 2 });

    const dashboard = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers })
    ).json();
    expect(dashboard.review_queue).toBe(2);
  });
});

describe('cancelling stale unpaid transfer orders', () => {
  const ctx = useTestApp();
  const now = new Date('2026-11-21T03:00:00Z');

  it('cancels unpaid transfers older than the limit, returns stock and tells the customer', async () => {
    expect(ctx.config.UNPAID_TRANSFER_CANCEL_DAYS).toBe(3);
    const product = await createProduct(ctx.db, { stockQuantity: 1 });
    const promo = await createPromo(ctx.db, { usedCount: 1 });
    const stale = await createOrder(ctx.db, {
      placedAt: new Date(now.getTime() - 3 * DAY - HOUR),
      items: [{ product, quantity: 4 }],
    });
    await usePromo(ctx.db, promo.id, stale);
    await ctx.db.promo.update({ where: { id: promo.id }, data: { usedCount: 1 } });
    const staleConfirmed = await createOrder(ctx.db, {
      status: 'confirmed',
      placedAt: new Date(now.getTime() - 10 * DAY),
    });
    const withProof = await createOrder(ctx.db, {
      paymentStatus: 'proof_submitted',
      placedAt: new Date(now.getTime() - 5 * DAY),
    });
    const fresh = await createOrder(ctx.db, { placedAt: new Date(now.getTime() - 3 * DAY + HOUR) });
    const cash = await createOrder(ctx.db, {
      paymentMethod: 'cash',
      placedAt: new Date(now.getTime() - 9 * DAY),
    });
    const paid = await createOrder(ctx.db, {
      status: 'confirmed',
      paymentStatus: 'paid',
      placedAt: new Date(now.getTime() - 9 * DAY),
    });

    const cancelled = await cancelStaleTransferOrders(
      ctx.db,
      now,
      ctx.config.UNPAID_TRANSFER_CANCEL_DAYS,
    );
    expect(cancelled.sort()).toEqual([stale.orderNumber, staleConfirmed.orderNumber].sort());

    const statuses = await ctx.db.order.findMany({
      select: { id: true, status: true, cancelledAt: true },
    });
    const statusOf = (id: string) => statuses.find((o) => o.id === id)!;
    expect(statusOf(stale.id)).toEqual({ id: stale.id, status: 'cancelled', cancelledAt: now });
    expect(statusOf(staleConfirmed.id).status).toBe('cancelled');
    for (const kept of [withProof, fresh, cash, paid])
      expect(statusOf(kept.id).status).toBe(kept.status);

    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(5);
    expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);

    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: stale.customerEmail },
    });
    expect(email).toMatchObject({
      kind: 'order_auto_cancel',
      subject: `Order ${stale.orderNumber} was cancelled`,
      status: 'pending',
    });
    expect(email.textBody).toContain('did not receive the account transfer in time');

    const event = await ctx.db.orderEvent.findFirstOrThrow({ where: { orderId: stale.id } });
    expect(event).toMatchObject({
      action: 'auto_cancel',
      actorUserId: null,
      fromStatus: 'pending',
      toStatus: 'cancelled',
      createdAt: now,
    });

    // A later run finds nothing more to do.
    expect(await cancelStaleTransferOrders(ctx.db, now, 3)).toEqual([]);
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(5);
  });

  it('cancels once when two instances run at the same moment', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 0 });
    const orders = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createOrder(ctx.db, {
          placedAt: new Date(now.getTime() - 4 * DAY - i * HOUR),
          items: [{ product, quantity: 2 }],
        }),
      ),
    );
    const runs = await Promise.all([
      cancelStaleTransferOrders(ctx.db, now, 3),
      cancelStaleTransferOrders(ctx.db, now, 3),
      cancelStaleTransferOrders(ctx.db, now, 3),
    ]);
    expect(runs.flat().sort()).toEqual(orders.map((o) => o.orderNumber).sort());
    expect(
      (await ctx.db.product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity,
    ).toBe(10);
    for (const order of orders) {
      expect(await ctx.db.orderEvent.count({ where: { orderId: order.id } })).toBe(1);
      expect(await ctx.db.emailOutbox.count({ where: { toAddress: order.customerEmail } })).toBe(1);
    }
  });

  it('leaves an order alone once the shop team confirmed its payment', async () => {
    const order = await createOrder(ctx.db, { placedAt: new Date(now.getTime() - 6 * DAY) });
    const admin = await adminSession(ctx.app, ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: admin.headers,
      payload: { action: 'confirm_payment' },
    });
    expect(res.statusCode).toBe(200);
    expect(await cancelStaleTransferOrders(ctx.db, now, 3)).toEqual([]);
  });
});
