// Virtual accounts (가상계좌) through Toss: the order shows the account to pay into, in its email
// too; the deposit arrives as Toss's webhooks, which the shop believes only after reading the
// payment back from Toss; a repeated or forged webhook changes nothing; and the deposit's cash
// receipt is issued through Toss and recorded in the receipts queue.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { useTossTestApp } from './helpers/toss.ts';
import { paymentDeadline } from '@jangbogi/contracts/calendar-words';
import { dateOnly } from '@jangbogi/contracts/korea-time';
import { expireTossHolds } from '../src/domain/payments/toss/release.ts';
import { closeLapsedVirtualAccounts } from '../src/domain/payments/toss/virtual-account-close.ts';

describe('virtual accounts through Toss', () => {
  const ctx = useTossTestApp({ webhookRetryDelaysMs: [20, 20] });

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    ctx.toss.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/toss/webhook`);
  });

  async function virtualAccountOrder(
    options: { language?: 'en' | 'ko'; body?: Record<string, unknown> } = {},
  ) {
    const product = await createProduct(ctx.db, { stockQuantity: 10, sellPrice: 60_000 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const headers = { ...shopper.headers, 'accept-language': options.language ?? 'en' };
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    const placed = await placeOrder(
      ctx.app,
      { ...shopper, headers },
      { payment_method: 'toss', ...options.body },
    );
    expect(placed.statusCode).toBe(201);
    const payment = placed.json<{ order: { payment: { order_id: string; amount: number } } }>()
      .order.payment;
    const paymentKey = ctx.toss.authorize({
      orderId: payment.order_id,
      amount: payment.amount,
      method: 'virtual_account',
    });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/toss/confirm',
      headers,
      payload: { paymentKey, orderId: payment.order_id, amount: payment.amount },
    });
    expect(confirmed.statusCode).toBe(200);
    // Toss announces the confirmed payment by webhook too; the tests count their own.
    await ctx.toss.idle();
    return { shopper, headers, orderId: payment.order_id, paymentKey, confirmed: confirmed.json() };
  }

  const eventsOf = (orderId: string) =>
    ctx.db.orderEvent.findMany({ where: { orderId }, select: { action: true } });
  const orderOf = (orderId: string) => ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  const webhook = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/toss/webhook',
      payload: payload as object,
    });

  it('shows the bank, number and deadline on the order and in the email', async () => {
    const { shopper, orderId, paymentKey, confirmed } = await virtualAccountOrder();
    const account = ctx.toss.payments.get(paymentKey)?.virtualAccount;
    expect(confirmed).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      payment: {
        status: 'waiting_for_deposit',
        method: '가상계좌',
        virtual_account: { bank: '우리은행', account_number: account?.accountNumber },
      },
    });
    // The deposit is due by Toss's deadline for the account or the shop's for a transfer
    // (3 days, and never past the eve of the delivery day), whichever comes first.
    const order = await orderOf(orderId);
    const shopDeadline = paymentDeadline(order.placedAt, 3, dateOnly(order.deliveryDate));
    expect(Date.parse(confirmed.payment.virtual_account.due_date)).toBe(
      Math.min(Date.parse(account?.dueDate ?? ''), shopDeadline.getTime()),
    );
    // The hold lasts until that deadline, not 15 minutes.
    expect(confirmed.payment.hold_expires_at).toBe(confirmed.payment.virtual_account.due_date);
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.user.email, kind: 'order_confirmation' },
    });
    expect(email.textBody).toContain('Bank: 우리은행');
    expect(email.textBody).toContain(`Account number: ${account?.accountNumber}`);
    expect(email.textBody).toContain('Amount to transfer: ₩120,000');
    expect(email.textBody).toMatch(/Please transfer by .*\(Korea time\)/);
    expect(await eventsOf(orderId)).toContainEqual({ action: 'virtual_account_issued' });
  });

  it('writes the account into a Korean email in Korean', async () => {
    const { shopper, paymentKey } = await virtualAccountOrder({ language: 'ko' });
    const account = ctx.toss.payments.get(paymentKey)?.virtualAccount;
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.user.email, kind: 'order_confirmation' },
    });
    expect(email.textBody).toContain('결제: 가상계좌 (입금 전)');
    expect(email.textBody).toContain('은행: 우리은행');
    expect(email.textBody).toContain(`계좌번호: ${account?.accountNumber}`);
    expect(email.textBody).toContain('입금하실 금액: 120,000원');
    expect(email.textBody).toMatch(/까지 입금해 주세요/);
  });

  it('marks the order paid on the deposit, once, whatever the webhooks repeat', async () => {
    const { shopper, orderId, paymentKey } = await virtualAccountOrder();
    const delivered = ctx.toss.webhookDeliveries.length;
    await ctx.toss.deposit(paymentKey);
    const deliveries = ctx.toss.webhookDeliveries.slice(delivered);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200]);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const paidEvents = (await eventsOf(orderId)).filter((e) => e.action === 'paid_online');
    expect(paidEvents).toHaveLength(1);
    // Each webhook was read back from Toss before it was believed.
    expect(ctx.toss.calls(`/v1/payments/${paymentKey}`).length).toBeGreaterThanOrEqual(2);

    for (const { body } of deliveries) {
      const again = await webhook(body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ outcome: 'done' });
    }
    expect((await eventsOf(orderId)).filter((e) => e.action === 'paid_online')).toHaveLength(1);
    expect(
      await ctx.db.emailOutbox.count({
        where: { toAddress: shopper.user.email, kind: 'order_confirm_payment' },
      }),
    ).toBe(1);
  });

  it('believes no webhook body: a forged deposit changes nothing', async () => {
    const { orderId, paymentKey } = await virtualAccountOrder();
    const forged = [
      { createdAt: '2026-11-27T10:00:00.000000', secret: 'guess', orderId, status: 'DONE' },
      {
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: '2026-11-27T10:00:00.000000',
        data: { paymentKey, orderId, status: 'DONE', totalAmount: 120_000, method: '가상계좌' },
      },
    ];
    for (const body of forged) {
      const answer = await webhook(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ outcome: 'waiting_for_deposit' });
    }
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(await webhook({ orderId: 'not-one-of-ours-1234', status: 'DONE' })).toMatchObject({
      statusCode: 200,
    });
  });

  it('is sent again by Toss while Toss itself cannot be read, and then believed', async () => {
    const { orderId, paymentKey } = await virtualAccountOrder();
    ctx.toss.failNext(`/v1/payments/${paymentKey}`, {
      status: 500,
      code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
      message: '내부 시스템 처리 작업이 실패했습니다.',
    });
    const delivered = ctx.toss.webhookDeliveries.length;
    await ctx.toss.deposit(paymentKey);
    const statuses = ctx.toss.webhookDeliveries.slice(delivered).map((d) => d.status);
    expect(statuses).toEqual([502, 200, 200]);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('issues the deposit’s cash receipt through Toss and records it in the queue', async () => {
    const { orderId, paymentKey } = await virtualAccountOrder({
      body: { cash_receipt: { purpose: 'income_deduction', identifier: '010-1234-5678' } },
    });
    const before = ctx.toss.cashReceipts.length;
    await ctx.toss.deposit(paymentKey);
    const issued = ctx.toss.cashReceipts.slice(before);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      amount: 120_000,
      type: '소득공제',
      customerIdentityNumber: '01012345678',
    });
    const receipts = await ctx.db.cashReceipt.findMany({ where: { orderId } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'issue',
      amount: 120_000,
      status: 'issued',
      approvalNumber: issued[0]?.issueNumber,
    });
    const cashReceiptCalls = ctx.toss.calls('/v1/cash-receipts').slice(-1);
    expect(cashReceiptCalls[0]?.idempotencyKey).toBe(`cash-receipt-${receipts[0]?.id}`);
  });

  it('closes the account at Toss when the shopper cancels before paying', async () => {
    const { orderId, paymentKey, headers } = await virtualAccountOrder();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    const closed = ctx.toss.calls(`/v1/payments/${paymentKey}/cancel`);
    expect(closed.map((c) => c.body)).toEqual([{ cancelReason: 'Order cancelled' }]);
    expect(ctx.toss.payments.get(paymentKey)?.status).toBe('CANCELED');
    await ctx.toss.idle();
    const row = await ctx.db.tossPayment.findUniqueOrThrow({ where: { orderId } });
    expect(row.status).toBe('canceled');
  });

  it('cancels at the shop’s deadline when it comes before Toss’s, and closes the account', async () => {
    const { orderId, paymentKey, confirmed } = await virtualAccountOrder();
    const tossDue = Date.parse(ctx.toss.payments.get(paymentKey)?.virtualAccount?.dueDate ?? '');
    const holdEnds = Date.parse(confirmed.payment.hold_expires_at);
    // Toss's widget leaves the account open for 7 days; the shop waits 3 at most.
    expect(holdEnds).toBeLessThan(tossDue);
    const { orderNumber } = await orderOf(orderId);
    expect(await expireTossHolds(ctx.db, new Date(holdEnds - 1_000))).not.toContain(orderNumber);

    const after = new Date(holdEnds + 1_000);
    expect(await expireTossHolds(ctx.db, after)).toContain(orderNumber);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    const options = { now: after, log: ctx.app.log };
    const tossClient = ctx.app.toss?.client;
    if (!tossClient) throw new Error('These tests set Toss up');
    // The other tests' unpaid accounts lapse at this instant too.
    expect(await closeLapsedVirtualAccounts(ctx.db, tossClient, options)).toBeGreaterThan(0);
    const closed = ctx.toss.calls(`/v1/payments/${paymentKey}/cancel`);
    expect(closed.map((c) => c.body)).toEqual([{ cancelReason: 'Order cancelled' }]);
    expect(ctx.toss.payments.get(paymentKey)?.status).toBe('CANCELED');
    await ctx.toss.idle();
    // No deposit can arrive for the cancelled order now, and the next run has nothing to close.
    await expect(ctx.toss.deposit(paymentKey)).rejects.toThrow('No virtual account waiting');
    expect(await closeLapsedVirtualAccounts(ctx.db, tossClient, options)).toBe(0);
    const row = await ctx.db.tossPayment.findUniqueOrThrow({ where: { orderId } });
    expect(row.status).toBe('canceled');
  });
});
