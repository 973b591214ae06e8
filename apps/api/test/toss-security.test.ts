// The Toss secret key stays on the server: no answer and no log line carries it (nor the Basic
// header made of it), through a whole payment's life, its failures included. The amount is never
// the browser's: a widget opened for less than the order is not confirmed.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LogStream } from '../src/app.ts';
import { adminSession } from './helpers/admin.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { useTossTestApp } from './helpers/toss.ts';

const logLines: string[] = [];
const logStream: LogStream = { write: (line) => void logLines.push(line) };

describe('the Toss secret key', () => {
  const ctx = useTossTestApp({}, {}, { logStream });
  const answers: string[] = [];

  async function call(request: InjectOptions) {
    const answer = await ctx.app.inject(request);
    answers.push(JSON.stringify(answer.headers), answer.body);
    return answer;
  }

  it('never reaches an answer or a log line, through payments, failures and refunds', async () => {
    const product = await createProduct(ctx.db, { sellPrice: 30_000, stockQuantity: 10 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const admin = await adminSession(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    await call({ url: '/api/settings' });
    await call({ url: '/api/openapi.json' });
    const placed = await placeOrder(ctx.app, shopper, { payment_method: 'toss' });
    answers.push(placed.body);
    const { order_id: orderId, amount } = placed.json().order.payment as {
      order_id: string;
      amount: number;
    };
    const confirm = (paymentKey: string, paid = amount) =>
      call({
        method: 'POST',
        url: '/api/payments/toss/confirm',
        headers: shopper.headers,
        payload: { paymentKey, orderId, amount: paid },
      });

    // Toss unreachable, a declined card, and a widget opened for 100 won sent back as the
    // order's amount: none is confirmed.
    ctx.toss.failNext('/v1/payments/confirm', {
      status: 500,
      code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
      message: '내부 시스템 처리 작업이 실패했습니다.',
    });
    expect((await confirm(ctx.toss.authorize({ orderId, amount }))).statusCode).toBe(502);
    expect((await confirm('fake_reject_card')).statusCode).toBe(402);
    const cheap = ctx.toss.authorize({ orderId, amount: 100 });
    expect((await confirm(cheap, 100)).json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const tampered = await confirm(cheap);
    expect(tampered.statusCode).toBe(402);
    expect(ctx.toss.payments.has(cheap)).toBe(false);

    const paymentKey = ctx.toss.authorize({ orderId, amount });
    expect((await confirm(paymentKey)).statusCode).toBe(200);
    await call({
      method: 'POST',
      url: '/api/payments/toss/webhook',
      payload: { eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId, paymentKey } },
    });
    ctx.toss.failNext(`/v1/payments/${paymentKey}/cancel`, {
      status: 403,
      code: 'FORBIDDEN_REQUEST',
      message: '허용되지 않은 요청입니다.',
    });
    await call({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: admin.headers,
      payload: { method: 'toss' },
    });
    const detail = await call({ url: `/api/admin/orders/${orderId}`, headers: admin.headers });
    expect(detail.json().refunds[0].gateway.error).toMatch(/^FORBIDDEN_REQUEST/);

    const secret = ctx.toss.secretKey;
    const basic = Buffer.from(`${secret}:`).toString('base64');
    // The log did see the failures, so it is the log the server writes that is checked.
    const logs = logLines.join('');
    expect(logs).toContain('Toss declined a payment');
    expect(logs).toContain('Toss did not answer a confirm');
    expect(logs).toContain('Toss did not cancel a refund');
    for (const text of [logs, ...answers]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(basic);
    }
    // Toss itself was always asked with the key.
    expect(ctx.toss.requests.every((r) => r.authorization === `Basic ${basic}`)).toBe(true);
  });
});
