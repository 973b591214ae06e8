// The back office sees an online payment's key, method, approval time and receipt, and the day's
// reconciliation against Toss's transactions lists every payment where the two disagree.
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { useTossTestApp } from './helpers/toss.ts';

describe('Toss in the back office', () => {
  const ctx = useTossTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  /** One product at 27,000 x 2: 54,000 won, paid by card. */
  async function paidOrder() {
    const product = await createProduct(ctx.db, { sellPrice: 27_000, stockQuantity: 10 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    const placed = await placeOrder(ctx.app, shopper, { payment_method: 'toss' });
    const { order_id: orderId, amount } = placed.json().order.payment as {
      order_id: string;
      amount: number;
    };
    const paymentKey = ctx.toss.authorize({ orderId, amount });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/toss/confirm',
      headers: shopper.headers,
      payload: { paymentKey, orderId, amount },
    });
    expect(confirmed.statusCode).toBe(200);
    const orderNumber = confirmed.json().order_number as string;
    return { orderId, paymentKey, orderNumber };
  }

  const reconciliation = (date: string, headers = admin.headers) =>
    ctx.app.inject({ url: `/api/admin/payments/toss/reconciliation?date=${date}`, headers });

  it('shows the payment key, method, approval time and receipt on the order', async () => {
    const { orderId, paymentKey } = await paidOrder();
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
    });
    const toss = ctx.toss.payments.get(paymentKey);
    expect(detail.json().payment).toEqual({
      provider: 'toss',
      order_id: orderId,
      amount: 54_000,
      tax_free_amount: 0,
      status: 'done',
      payment_key: paymentKey,
      method: '카드',
      approved_at: new Date(toss?.approvedAt ?? '').toISOString(),
      receipt_url: toss?.receipt?.url,
      virtual_account: null,
      hold_expires_at: null,
    });
  });

  it('lists every mismatch of the day with Toss’s transactions', async () => {
    const agreeing = await paidOrder();
    const cancelledAtToss = await paidOrder();
    const unknownToToss = await paidOrder();
    // A partial refund through the shop agrees on both sides.
    const agreeingItem = await ctx.db.orderItem.findFirstOrThrow({
      where: { orderId: agreeing.orderId },
    });
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${agreeing.orderId}/refunds`,
      headers: admin.headers,
      payload: { method: 'toss', lines: [{ order_item_id: agreeingItem.id, quantity: 1 }] },
    });
    expect(refunded.statusCode).toBe(201);

    // Someone cancelled 5,000 won in Toss's dashboard, behind the shop's back.
    const dashboard = await fetch(
      `${ctx.toss.url}/v1/payments/${cancelledAtToss.paymentKey}/cancel`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${ctx.toss.secretKey}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ cancelReason: '고객 요청', cancelAmount: 5_000 }),
      },
    );
    expect(dashboard.status).toBe(200);
    // Toss lost an approval the shop recorded, and approved a payment the shop never heard of.
    const lost = ctx.toss.transactions.findIndex((t) => t.orderId === unknownToToss.orderId);
    const [approval] = ctx.toss.transactions.splice(lost, 1);
    ctx.toss.transactions.push({
      ...approval!,
      transactionKey: 'txrd_stranger0001',
      paymentKey: 'fake_card_stranger',
      orderId: 'stranger-order-0001',
      amount: 12_300,
    });

    const today = koreanDateOf(new Date());
    const answer = await reconciliation(today);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<{
      mismatches: object[];
      toss_transactions: number;
      matched: number;
    }>();
    // The first test's payment and the one refunded through the shop agree.
    expect(report.matched).toBe(2);
    expect(ctx.toss.calls('/v1/transactions').at(-1)).toBeDefined();
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        {
          kind: 'amount_differs',
          toss_order_id: cancelledAtToss.orderId,
          order_number: cancelledAtToss.orderNumber,
          payment_key: cancelledAtToss.paymentKey,
          shop_amount: 54_000,
          toss_amount: 49_000,
        },
        {
          kind: 'missing_at_toss',
          toss_order_id: unknownToToss.orderId,
          order_number: unknownToToss.orderNumber,
          payment_key: unknownToToss.paymentKey,
          shop_amount: 54_000,
          toss_amount: 0,
        },
        {
          kind: 'missing_in_shop',
          toss_order_id: 'stranger-order-0001',
          order_number: null,
          payment_key: 'fake_card_stranger',
          shop_amount: 0,
          toss_amount: 12_300,
        },
      ]),
    );
    expect(report.mismatches).toHaveLength(3);
    const stored = await ctx.db.tossReconciliation.findFirstOrThrow();
    expect(stored.mismatches).toEqual(report.mismatches);
  });

  it('is for the shop team only', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const answer = await reconciliation(koreanDateOf(new Date()), shopper.headers);
    expect(answer.statusCode).toBe(403);
  });
});
