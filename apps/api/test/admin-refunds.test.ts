import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, customerSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import {
  createOrder,
  createProduct,
  createPromo,
  usePromo,
  type OrderOverrides,
} from './helpers/factories.ts';

describe('refunds and returns of paid orders', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let otherAdmin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
    otherAdmin = await adminSession(ctx.app, ctx.db);
  });

  const ACCOUNT = {
    bank_name: '국민은행',
    account_number: '123456-01-234567',
    account_holder: '김민지',
  };
  const refund = (
    orderId: string,
    payload: object,
    headers: Record<string, string> = admin.headers,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers,
      payload,
    });
  const markRefunded = (orderId: string, refundId: string, headers = admin.headers) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/${refundId}/refunded`,
      headers,
    });
  const stockOf = async (id: string) =>
    (await ctx.db.product.findUniqueOrThrow({ where: { id }, select: { stockQuantity: true } }))
      .stockQuantity;

  /** A paid, confirmed transfer order of 3 x 12,000 (kimchi) and 2 x 9,000 (tofu) = 54,000 won, free shipping. */
  async function paidOrder(overrides: OrderOverrides = {}) {
    const kimchi = await createProduct(ctx.db, { sellPrice: 12_000, stockQuantity: 10 });
    const tofu = await createProduct(ctx.db, { sellPrice: 9_000, stockQuantity: 10 });
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      paymentStatus: 'paid',
      items: [
        { product: kimchi, quantity: 3 },
        { product: tofu, quantity: 2 },
      ],
      ...overrides,
    });
    const line = (productId: string) => order.items.find((i) => i.productId === productId)!;
    return { order, kimchi, tofu, kimchiLine: line(kimchi.id), tofuLine: line(tofu.id) };
  }

  it('cancels a paid order in full: stock back once, a refund of everything paid, the promo use released', async () => {
    const { order, kimchi, tofu } = await paidOrder({ discount: 5_400 });
    const promo = await createPromo(ctx.db);
    await usePromo(ctx.db, promo.id, order, 5_400);
    const paid = order.total;
    expect(paid).toBe(54_000 - 5_400 + 5_000);

    const res = await refund(order.id, {
      method: 'transfer',
      bank_account: ACCOUNT,
      note: 'Customer moved away',
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({
      status: 'cancelled',
      total: 0,
      subtotal: 0,
      discount: 0,
      shipping_price: 0,
    });
    expect(detail.cancelled_at).toEqual(expect.any(String));
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        amount: paid,
        method: 'transfer',
        status: 'to_refund',
        cancels_order: true,
        bank_account: ACCOUNT,
        created_by_email: admin.user.email,
      }),
    ]);
    expect(
      detail.items.map((i: { returned_quantity: number }) => i.returned_quantity).sort(),
    ).toEqual([2, 3]);
    expect(await stockOf(kimchi.id)).toBe(13);
    expect(await stockOf(tofu.id)).toBe(12);
    expect(await ctx.db.promoUse.count({ where: { orderId: order.id } })).toBe(0);
    expect((await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    expect(detail.events.at(-1)).toMatchObject({
      action: 'refund_cancel',
      from_status: 'confirmed',
      to_status: 'cancelled',
    });

    const again = await refund(order.id, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(kimchi.id)).toBe(13);
  });

  it('returns part of a line: that stock back, the right refund, totals recomputed', async () => {
    const { order, kimchi, tofu, kimchiLine } = await paidOrder();
    // 1 kimchi back (12,000): 42,000 kept.
    const res = await refund(order.id, {
      method: 'cash',
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    expect(detail).toMatchObject({ status: 'confirmed', subtotal: 42_000, discount: 0 });
    // The kept lines fell below 50,000 won: the free shipping they had is charged after all (ADR 0016).
    expect(detail.shipping_price).toBe(5_000);
    expect(detail.total).toBe(47_000);
    expect(detail.refunds[0]).toMatchObject({
      amount: 54_000 - 47_000,
      method: 'cash',
      bank_account: null,
      cancels_order: false,
    });
    expect(detail.refunds[0].lines).toEqual([{ order_item_id: kimchiLine.id, quantity: 1 }]);
    expect(await stockOf(kimchi.id)).toBe(11);
    expect(await stockOf(tofu.id)).toBe(10);
  });

  it('spreads a promo discount over the kept lines and refunds what was paid for the returned ones', async () => {
    // 54,000 - 10% (5,400) + 5,000 shipping (48,600 is under 50,000) = 53,600 paid.
    const { order, tofuLine } = await paidOrder({ discount: 5_400 });
    const res = await refund(order.id, {
      method: 'cash',
      lines: [{ order_item_id: tofuLine.id, quantity: 2 }],
    });
    const detail = res.json();
    // 36,000 kept, discount 3,600, shipping 5,000 as before: total 37,400, refund 16,200.
    expect(detail).toMatchObject({
      subtotal: 36_000,
      discount: 3_600,
      shipping_price: 5_000,
      total: 37_400,
    });
    expect(detail.refunds[0].amount).toBe(53_600 - 37_400);
  });

  it('refuses to return more than was bought, at once or over two returns (409), and keeps stock untouched', async () => {
    const { order, kimchi, kimchiLine } = await paidOrder();
    const tooMany = await refund(order.id, {
      method: 'cash',
      lines: [{ order_item_id: kimchiLine.id, quantity: 4 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(
      (
        await refund(order.id, {
          method: 'cash',
          lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
        })
      ).statusCode,
    ).toBe(201);
    const beyond = await refund(order.id, {
      method: 'cash',
      lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
    });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ code: 'RETURN_EXCEEDS_PURCHASE' });
    expect(await stockOf(kimchi.id)).toBe(12);
    expect(await ctx.db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('gives back only the kept units when a partly returned order is cancelled afterwards', async () => {
    const { order, kimchi, kimchiLine } = await paidOrder();
    await refund(order.id, {
      method: 'cash',
      lines: [{ order_item_id: kimchiLine.id, quantity: 2 }],
    });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: admin.headers,
      payload: { action: 'cancel' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(kimchi.id)).toBe(13);
  });

  it('returns stock once when two admins return the same line at the same moment', async () => {
    const { order, kimchi, kimchiLine } = await paidOrder();
    const payload = { method: 'cash', lines: [{ order_item_id: kimchiLine.id, quantity: 3 }] };
    const results = await Promise.all([
      refund(order.id, payload),
      refund(order.id, payload, otherAdmin.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(kimchi.id)).toBe(13);
    expect(await ctx.db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it('refuses refunds of unpaid orders, a transfer without an account, and lines of other orders', async () => {
    const unpaid = await createOrder(ctx.db, { status: 'pending', paymentStatus: 'unpaid' });
    expect((await refund(unpaid.id, { method: 'cash' })).statusCode).toBe(409);
    const { order } = await paidOrder();
    expect((await refund(order.id, { method: 'transfer' })).statusCode).toBe(400);
    const other = await paidOrder();
    const foreign = await refund(order.id, {
      method: 'cash',
      lines: [{ order_item_id: other.kimchiLine.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('marks a refund refunded once, recorded with who and when', async () => {
    const { order, tofuLine } = await paidOrder();
    const created = (
      await refund(order.id, {
        method: 'transfer',
        bank_account: ACCOUNT,
        lines: [{ order_item_id: tofuLine.id, quantity: 1 }],
      })
    ).json();
    const refundId = created.refunds[0]._id;
    const res = await markRefunded(order.id, refundId, otherAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().refunds[0]).toMatchObject({
      status: 'refunded',
      refunded_at: expect.any(String),
      refunded_by_email: otherAdmin.user.email,
      created_by_email: admin.user.email,
    });
    expect(res.json().events.at(-1)).toMatchObject({
      action: 'mark_refunded',
      actor_email: otherAdmin.user.email,
    });
    expect((await markRefunded(order.id, refundId)).statusCode).toBe(409);
  });

  it('shows the shopper the refund under My Orders and emails them', async () => {
    const shopper = await customerSession(ctx.app, ctx.db);
    const { order, kimchiLine } = await paidOrder({
      userId: shopper.user.id,
      customerEmail: shopper.user.email,
    });
    await refund(order.id, {
      method: 'transfer',
      bank_account: ACCOUNT,
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
    });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: shopper.headers,
    });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().orders.find((o: { _id: string }) => o._id === order.id);
    expect(listed.refunds).toEqual([
      expect.objectContaining({ amount: 7_000, status: 'to_refund', method: 'transfer' }),
    ]);
    expect(listed.refunds[0]).not.toHaveProperty('bank_account');
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.user.email, kind: 'order_refund' },
    });
    expect(email.subject).toContain(order.orderNumber);
    expect(email.textBody).toContain('₩7,000');
  });

  it('refuses shoppers and anonymous callers', async () => {
    const { order, kimchi } = await paidOrder();
    const shopper = await customerSession(ctx.app, ctx.db);
    expect((await refund(order.id, { method: 'cash' }, shopper.headers)).statusCode).toBe(403);
    expect((await refund(order.id, { method: 'cash' }, {})).statusCode).toBe(401);
    expect(await stockOf(kimchi.id)).toBe(10);
  });
});
