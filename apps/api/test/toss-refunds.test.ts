// Refunds of orders paid through Toss go back through Toss's cancel API, exact to the won, from
// every path: a short line at packing, the back office (partial, then the rest), the shopper's
// own cancel, and a virtual account's refund to the account the shopper names. A cancel Toss
// refuses stays in the refund queue with Toss's reason, and a retry sends it again.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { useTossTestApp } from './helpers/toss.ts';
import type { FakeTossMethod } from './fakes/toss-server.ts';

interface AdminRefund {
  _id: string;
  amount: number;
  method: string;
  status: string;
  gateway: { transaction_key: string | null; error: string | null } | null;
}

describe('refunds through Toss', () => {
  const ctx = useTossTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  /** 3 x 12,000 kimchi and 2 x 9,000 tofu, paid through Toss: 54,000 won, free shipping. */
  async function paidOrder(method: FakeTossMethod = 'card') {
    const kimchi = await createProduct(ctx.db, { sellPrice: 12_000, stockQuantity: 10 });
    const tofu = await createProduct(ctx.db, { sellPrice: 9_000, stockQuantity: 10 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, kimchi.id, 3);
    await addCartLine(ctx.db, shopper.owner, tofu.id, 2);
    const placed = await placeOrder(ctx.app, shopper, { payment_method: 'toss' });
    expect(placed.statusCode).toBe(201);
    const { order_id: orderId, amount } = placed.json().order.payment as {
      order_id: string;
      amount: number;
    };
    expect(amount).toBe(54_000);
    const paymentKey = ctx.toss.authorize({ orderId, amount, method });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/toss/confirm',
      headers: shopper.headers,
      payload: { paymentKey, orderId, amount },
    });
    expect(confirmed.statusCode).toBe(200);
    if (method === 'virtual_account') {
      await ctx.toss.deposit(paymentKey);
      // No webhook address in this file: the deposit's webhook is delivered by hand.
      const hook = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/toss/webhook',
        payload: { orderId, status: 'DONE', createdAt: '2026-11-27T10:00:00.000000' },
      });
      expect(hook.json()).toEqual({ outcome: 'done' });
    }
    const items = await ctx.db.orderItem.findMany({ where: { orderId } });
    const line = (productId: string) => items.find((i) => i.productId === productId)!;
    return { orderId, paymentKey, shopper, kimchiLine: line(kimchi.id), tofuLine: line(tofu.id) };
  }

  const cancels = (paymentKey: string) => ctx.toss.calls(`/v1/payments/${paymentKey}/cancel`);
  const detail = async (orderId: string) =>
    (await ctx.app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers })).json<{
      refunds: AdminRefund[];
      total: number;
    }>();
  const refund = (orderId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: admin.headers,
      payload,
    });

  it('cancels exactly the short line at packing', async () => {
    const { orderId, paymentKey, tofuLine } = await paidOrder();
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/pack`,
      headers: admin.headers,
      payload: { lines: [{ line_id: tofuLine.id, packed_quantity: 1 }] },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json()).toMatchObject({ total: 45_000, ordered_total: 54_000 });

    const sent = cancels(paymentKey);
    expect(sent).toHaveLength(1);
    const refundRow = await ctx.db.refund.findFirstOrThrow({ where: { orderId } });
    expect(sent[0]?.body).toEqual({
      cancelReason: expect.any(String),
      cancelAmount: 9_000,
      taxFreeAmount: 0,
    });
    expect(sent[0]?.idempotencyKey).toBe(`refund-${refundRow.id}-0`);
    expect(refundRow).toMatchObject({ amount: 9_000, method: 'toss', status: 'refunded' });
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 45_000,
    });
    const [shown] = (await detail(orderId)).refunds;
    expect(shown?.gateway?.transaction_key).toBe(
      ctx.toss.payments.get(paymentKey)?.cancels?.[0]?.transactionKey,
    );
    expect((await ctx.db.tossPayment.findUniqueOrThrow({ where: { orderId } })).status).toBe(
      'partial_canceled',
    );
  });

  it('cancels a partial refund and then the rest, to the won', async () => {
    const { orderId, paymentKey, kimchiLine } = await paidOrder();
    // One kimchi back: 42,000 kept falls under free shipping, so the 5,000 fee stays charged.
    const partial = await refund(orderId, {
      method: 'toss',
      lines: [{ order_item_id: kimchiLine.id, quantity: 1 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({ total: 47_000 });
    const rest = await refund(orderId, { method: 'toss' });
    expect(rest.statusCode, rest.body).toBe(201);

    expect(
      cancels(paymentKey).map((c) => (c.body as { cancelAmount: number }).cancelAmount),
    ).toEqual([7_000, 47_000]);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    const shown = await detail(orderId);
    expect(shown.refunds.map((r) => [r.amount, r.method, r.status])).toEqual([
      [7_000, 'toss', 'refunded'],
      [47_000, 'toss', 'refunded'],
    ]);
  });

  it('cancels the whole payment when the shopper cancels, with no account to ask for', async () => {
    const { orderId, paymentKey, shopper } = await paidOrder();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: shopper.headers,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(cancels(paymentKey).map((c) => c.body)).toEqual([
      {
        cancelReason: 'Cancelled by the customer: Ordered twice',
        cancelAmount: 54_000,
        taxFreeAmount: 0,
      },
    ]);
    expect(ctx.toss.payments.get(paymentKey)?.status).toBe('CANCELED');
  });

  it('refunds a virtual account to the account the shopper names', async () => {
    const { orderId, paymentKey, shopper } = await paidOrder('virtual_account');
    const cancel = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: shopper.headers,
        payload,
      });
    const withoutAccount = await cancel({});
    expect(withoutAccount.statusCode).toBe(400);
    expect(withoutAccount.json().code).toBe('REFUND_ACCOUNT_REQUIRED');

    const cancelled = await cancel({
      refund_account: {
        bank_name: '국민은행',
        account_number: '123-456-789012',
        account_holder: '김민지',
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancels(paymentKey).map((c) => c.body)).toEqual([
      {
        cancelReason: 'Cancelled by the customer',
        cancelAmount: 54_000,
        taxFreeAmount: 0,
        refundReceiveAccount: { bank: '06', accountNumber: '123456789012', holderName: '김민지' },
      },
    ]);
    expect(ctx.toss.payments.get(paymentKey)?.virtualAccount?.refundStatus).toBe('COMPLETED');
  });

  it('keeps a cancel Toss refused in the queue with its reason, and retries it', async () => {
    const { orderId, paymentKey, tofuLine } = await paidOrder();
    ctx.toss.failNext(`/v1/payments/${paymentKey}/cancel`, {
      status: 403,
      code: 'FORBIDDEN_REQUEST',
      message: '허용되지 않은 요청입니다.',
    });
    const created = await refund(orderId, {
      method: 'toss',
      lines: [{ order_item_id: tofuLine.id, quantity: 2 }],
    });
    expect(created.statusCode).toBe(201);
    // 36,000 kept falls under free shipping: the 5,000 fee stays charged, 13,000 goes back.
    const [waiting] = (await detail(orderId)).refunds;
    expect(waiting).toMatchObject({
      amount: 13_000,
      status: 'to_refund',
      gateway: { transaction_key: null, error: 'FORBIDDEN_REQUEST: 허용되지 않은 요청입니다.' },
    });
    expect(ctx.toss.payments.get(paymentKey)?.balanceAmount).toBe(54_000);

    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/${waiting?._id}/refunded`,
      headers: admin.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().refunds[0]).toMatchObject({
      status: 'refunded',
      gateway: { error: null, transaction_key: expect.any(String) },
    });
    expect(cancels(paymentKey).map((c) => c.idempotencyKey)).toEqual([
      `refund-${waiting?._id}-0`,
      `refund-${waiting?._id}-1`,
    ]);
    expect(ctx.toss.payments.get(paymentKey)?.balanceAmount).toBe(41_000);
  });
});
