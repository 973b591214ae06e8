// Toss learns each payment's VAT-exempt part (면세, ADR 0038) as taxFreeAmount: the order's
// exempt amount goes to the widget with the amount, and every cancel carries the exempt part of
// what it gives back, by the same split the shop computes, to the won.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { useTossTestApp } from './helpers/toss.ts';

interface CancelBody {
  cancelReason: string;
  cancelAmount: number;
  taxFreeAmount: number;
}

describe('tax-free amounts through Toss', () => {
  const ctx = useTossTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  /**
   * 5 x 4,000 plain tofu (exempt) and 4 x 11,000 soy milk (taxed): 64,000 won, free delivery.
   * Split: 20,000 exempt; 44,000 taxed, of which 4,000 VAT.
   */
  async function placedOrder() {
    const tofu = await createProduct(ctx.db, {
      sellPrice: 4_000,
      stockQuantity: 20,
      taxType: 'exempt',
    });
    const soyMilk = await createProduct(ctx.db, { sellPrice: 11_000, stockQuantity: 20 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, tofu.id, 5);
    await addCartLine(ctx.db, shopper.owner, soyMilk.id, 4);
    const placed = await placeOrder(ctx.app, shopper, { payment_method: 'toss' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<{
      order: {
        tax: { taxable: number; vat: number; exempt: number };
        payment: { order_id: string; amount: number; tax_free_amount: number };
      };
    }>();
    expect(order.tax).toEqual({ taxable: 40_000, vat: 4_000, exempt: 20_000 });
    expect(order.payment).toMatchObject({ amount: 64_000, tax_free_amount: 20_000 });
    return { payment: order.payment, shopper, tofu, soyMilk };
  }

  async function paidOrder() {
    const { payment, shopper, tofu, soyMilk } = await placedOrder();
    const { order_id: orderId, amount, tax_free_amount: taxFreeAmount } = payment;
    // What the widget sends Toss: the amount and its exempt part, as the order answered them.
    const paymentKey = ctx.toss.authorize({ orderId, amount, taxFreeAmount });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/toss/confirm',
      headers: shopper.headers,
      payload: { paymentKey, orderId, amount },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const items = await ctx.db.orderItem.findMany({ where: { orderId } });
    const line = (productId: string) => items.find((i) => i.productId === productId)!;
    return { orderId, paymentKey, shopper, tofuLine: line(tofu.id), soyLine: line(soyMilk.id) };
  }

  const cancels = (paymentKey: string) =>
    ctx.toss.calls(`/v1/payments/${paymentKey}/cancel`).map((c) => c.body as CancelBody);
  const refund = (orderId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: admin.headers,
      payload,
    });

  it('pays with the exempt part Toss records: 20,000 tax-free, 40,000 supplied, 4,000 VAT', async () => {
    const { paymentKey, orderId } = await paidOrder();
    // Toss's confirm takes the success URL's three values only.
    const [confirm] = ctx.toss.calls('/v1/payments/confirm');
    expect(Object.keys(confirm?.body as object).sort()).toEqual([
      'amount',
      'orderId',
      'paymentKey',
    ]);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      totalAmount: 64_000,
      taxFreeAmount: 20_000,
      suppliedAmount: 40_000,
      vat: 4_000,
    });
    const row = await ctx.db.tossPayment.findUniqueOrThrow({ where: { orderId } });
    expect(row.taxFreeAmount).toBe(20_000);
  });

  it('cancels returned tofu with a taxFreeAmount equal to the refund, then the rest with what is left', async () => {
    const { orderId, paymentKey, tofuLine } = await paidOrder();
    const partial = await refund(orderId, {
      method: 'toss',
      lines: [{ order_item_id: tofuLine.id, quantity: 2 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    // 56,000 kept still ships free: the refund is the two blocks, all of it exempt.
    expect(partial.json()).toMatchObject({
      total: 56_000,
      tax: { taxable: 40_000, vat: 4_000, exempt: 12_000 },
    });
    expect(cancels(paymentKey)).toEqual([
      { cancelReason: expect.any(String), cancelAmount: 8_000, taxFreeAmount: 8_000 },
    ]);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      balanceAmount: 56_000,
      taxFreeAmount: 12_000,
      suppliedAmount: 40_000,
      vat: 4_000,
      cancels: [expect.objectContaining({ cancelAmount: 8_000, taxFreeAmount: 8_000 })],
    });
    expect(await ctx.db.refund.findFirstOrThrow({ where: { orderId } })).toMatchObject({
      amount: 8_000,
      taxExempt: 8_000,
      status: 'refunded',
    });

    const rest = await refund(orderId, { method: 'toss' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(cancels(paymentKey)[1]).toEqual({
      cancelReason: expect.any(String),
      cancelAmount: 56_000,
      taxFreeAmount: 12_000,
    });
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
      taxFreeAmount: 0,
      vat: 0,
    });
  });

  it('cancels a returned taxed line with no tax-free part', async () => {
    const { orderId, paymentKey, soyLine } = await paidOrder();
    const partial = await refund(orderId, {
      method: 'toss',
      lines: [{ order_item_id: soyLine.id, quantity: 1 }],
    });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(cancels(paymentKey)).toEqual([
      { cancelReason: expect.any(String), cancelAmount: 11_000, taxFreeAmount: 0 },
    ]);
    // 53,000 left: 20,000 exempt, 33,000 taxed of which 3,000 VAT.
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      balanceAmount: 53_000,
      taxFreeAmount: 20_000,
      suppliedAmount: 30_000,
      vat: 3_000,
    });
  });

  it("cancels the whole payment's exempt part when the shopper cancels", async () => {
    const { orderId, paymentKey, shopper } = await paidOrder();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: shopper.headers,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancels(paymentKey)).toEqual([
      { cancelReason: expect.any(String), cancelAmount: 64_000, taxFreeAmount: 20_000 },
    ]);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      status: 'CANCELED',
      taxFreeAmount: 0,
    });
  });

  it('cancels the exempt part of a short line at packing', async () => {
    const { orderId, paymentKey, tofuLine } = await paidOrder();
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/pack`,
      headers: admin.headers,
      payload: { lines: [{ line_id: tofuLine.id, packed_quantity: 3 }] },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json()).toMatchObject({ total: 56_000, ordered_total: 64_000 });
    expect(cancels(paymentKey)).toEqual([
      { cancelReason: expect.any(String), cancelAmount: 8_000, taxFreeAmount: 8_000 },
    ]);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({ taxFreeAmount: 12_000 });
  });

  it('refuses, as Toss does, a taxFreeAmount beyond the cancel or what the payment has left', async () => {
    const { paymentKey } = await paidOrder();
    const auth = `Basic ${Buffer.from(`${ctx.toss.secretKey}:`).toString('base64')}`;
    const cancel = (body: object) =>
      fetch(`${ctx.toss.url}/v1/payments/${paymentKey}/cancel`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ cancelReason: 'test', ...body }),
      });
    const beyondAmount = await cancel({ cancelAmount: 1_000, taxFreeAmount: 1_001 });
    expect(beyondAmount.status).toBe(403);
    expect(await beyondAmount.json()).toEqual({
      code: 'NOT_CANCELABLE_AMOUNT',
      message: expect.any(String),
    });
    const beyondLeft = await cancel({ cancelAmount: 30_000, taxFreeAmount: 20_001 });
    expect(beyondLeft.status).toBe(403);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      balanceAmount: 64_000,
      taxFreeAmount: 20_000,
    });
  });

  it('cancels at once a payment whose page told Toss another tax-free amount, and its order', async () => {
    const { payment, shopper, tofu } = await placedOrder();
    const { order_id: orderId, amount } = payment;
    // A changed page sends taxFreeAmount 0: the slip would show VAT on the exempt tofu.
    const paymentKey = ctx.toss.authorize({ orderId, amount, taxFreeAmount: 0 });
    const confirm = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/toss/confirm',
        headers: { ...shopper.headers, 'accept-language': language },
        payload: { paymentKey, orderId, amount },
      });
    const refused = await confirm('ko');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PAYMENT_MISMATCH',
      message:
        '결제 내용이 주문과 맞지 않아 결제를 취소했습니다. 청구된 금액은 없습니다. 다시 주문해 주세요.',
    });
    expect(cancels(paymentKey)).toEqual([
      { cancelReason: 'Tax-free amount does not match the order' },
    ]);
    expect(ctx.toss.payments.get(paymentKey)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    expect(await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
    expect(await ctx.db.tossPayment.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      status: 'canceled',
      failCode: 'TAX_FREE_MISMATCH',
    });
    // The tofu went back on the shelf, and a second try of the same page changes nothing.
    expect(await ctx.db.product.findUniqueOrThrow({ where: { id: tofu.id } })).toMatchObject({
      stockQuantity: 20,
    });
    const again = await confirm('en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_PENDING' });
    expect(cancels(paymentKey)).toHaveLength(1);
  });
});
