// The fake Toss server against Toss's published API, request by request: Basic auth with the
// secret key and a colon, the error answer {code, message}, confirm, look-up by paymentKey and by
// orderId, cancel, transactions, and the two webhooks with their bodies and retries. The API's
// tests and the browser tests trust it, so it is held to the documents here.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeToss, type FakeToss } from './fakes/toss-server.ts';

/** A webhook receiver that answers the statuses it is given in turn (then 200), and keeps bodies. */
async function webhookReceiver(statuses: number[]) {
  const received: unknown[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the fake Toss server', () => {
  let toss: FakeToss;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let auth: string;
  beforeAll(async () => {
    // The first delivery is refused once: Toss sends it again.
    receiver = await webhookReceiver([500]);
    toss = await startFakeToss({ webhookRetryDelaysMs: [10, 10], webhookUrl: receiver.url });
    auth = `Basic ${Buffer.from(`${toss.secretKey}:`).toString('base64')}`;
  });
  afterAll(async () => {
    await toss.close();
    await receiver.close();
  });

  const call = (method: 'GET' | 'POST', path: string, body?: object, authorization = auth) =>
    fetch(`${toss.url}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('answers 401 UNAUTHORIZED_KEY as {code, message} without the secret key and its colon', async () => {
    const withoutColon = `Basic ${Buffer.from(toss.secretKey).toString('base64')}`;
    for (const authorization of [withoutColon, '', `Bearer ${toss.secretKey}`]) {
      const answer = await call('GET', '/v1/payments/anything', undefined, authorization);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        code: 'UNAUTHORIZED_KEY',
        message: expect.any(String),
      });
    }
  });

  it("confirms with Toss's Payment object, found again by paymentKey and by orderId", async () => {
    const paymentKey = toss.authorize({ orderId: 'order-fake-0001', amount: 15_000 });
    const confirmed = await call('POST', '/v1/payments/confirm', {
      paymentKey,
      orderId: 'order-fake-0001',
      amount: 15_000,
    });
    expect(confirmed.status).toBe(200);
    const payment = (await confirmed.json()) as Record<string, unknown>;
    // The Payment object's fields (version 2022-11-16).
    expect(Object.keys(payment)).toEqual(
      expect.arrayContaining([
        'mId',
        'version',
        'paymentKey',
        'orderId',
        'orderName',
        'lastTransactionKey',
        'status',
        'method',
        'type',
        'currency',
        'country',
        'totalAmount',
        'balanceAmount',
        'suppliedAmount',
        'vat',
        'taxFreeAmount',
        'taxExemptionAmount',
        'requestedAt',
        'approvedAt',
        'useEscrow',
        'cultureExpense',
        'card',
        'virtualAccount',
        'transfer',
        'mobilePhone',
        'giftCertificate',
        'foreignEasyPay',
        'easyPay',
        'cashReceipt',
        'cashReceipts',
        'discount',
        'cancels',
        'secret',
        'receipt',
        'checkout',
        'isPartialCancelable',
        'metadata',
        'failure',
      ]),
    );
    expect(payment).toMatchObject({
      status: 'DONE',
      method: '카드',
      totalAmount: 15_000,
      suppliedAmount: 13_636,
      vat: 1_364,
      version: '2022-11-16',
    });
    expect(String(payment.approvedAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    const byKey = await call('GET', `/v1/payments/${paymentKey}`);
    expect(await byKey.json()).toEqual(payment);
    const byOrder = await call('GET', '/v1/payments/orders/order-fake-0001');
    expect(await byOrder.json()).toEqual(payment);
    const unknown = await call('GET', '/v1/payments/orders/no-such-order');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'NOT_FOUND_PAYMENT',
      message: expect.any(String),
    });
  });

  it('replays an Idempotency-Key without doing anything again', async () => {
    const paymentKey = toss.authorize({ orderId: 'order-fake-0002', amount: 20_000 });
    await call('POST', '/v1/payments/confirm', {
      paymentKey,
      orderId: 'order-fake-0002',
      amount: 20_000,
    });
    const cancel = () =>
      fetch(`${toss.url}/v1/payments/${paymentKey}/cancel`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'idempotency-key': 'k-1',
        },
        body: JSON.stringify({ cancelReason: '부분 취소', cancelAmount: 3_000 }),
      });
    const first = (await (await cancel()).json()) as { cancels: object[] };
    const again = (await (await cancel()).json()) as { cancels: object[] };
    expect(again).toEqual(first);
    expect(toss.payments.get(paymentKey)).toMatchObject({ balanceAmount: 17_000 });
    expect(first.cancels).toEqual([
      {
        transactionKey: expect.any(String),
        cancelReason: '부분 취소',
        taxExemptionAmount: 0,
        canceledAt: expect.stringMatching(/\+09:00$/),
        cancelAmount: 3_000,
        taxFreeAmount: 0,
        refundableAmount: 17_000,
        easyPayDiscountAmount: 0,
        receiptKey: null,
        cancelStatus: 'DONE',
        cancelRequestId: null,
      },
    ]);
  });

  it('refuses a cancel without a reason, with one over 200 characters, or of a payment not paid', async () => {
    const paymentKey = toss.authorize({ orderId: 'order-fake-0003', amount: 9_000 });
    await call('POST', '/v1/payments/confirm', {
      paymentKey,
      orderId: 'order-fake-0003',
      amount: 9_000,
    });
    const cancel = (body: object) => call('POST', `/v1/payments/${paymentKey}/cancel`, body);
    expect((await cancel({})).status).toBe(400);
    const long = await cancel({ cancelReason: '가'.repeat(201) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ code: 'INVALID_REQUEST', message: expect.any(String) });
    toss.alter(paymentKey, { status: 'ABORTED' });
    const aborted = await cancel({ cancelReason: '취소' });
    expect(aborted.status).toBe(403);
    expect(await aborted.json()).toEqual({
      code: 'NOT_CANCELABLE_PAYMENT',
      message: expect.any(String),
    });
  });

  it("lists transactions by Korea time, paged with startingAfter and limit, in Toss's fields", async () => {
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const list = async (query: string) =>
      (await (await call('GET', `/v1/transactions?${query}`)).json()) as {
        transactionKey: string;
      }[];
    const all = await list(`startDate=${today}T00:00:00.000&endDate=${today}T23:59:59.999`);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(
      [
        'amount',
        'currency',
        'customerKey',
        'mId',
        'method',
        'orderId',
        'paymentKey',
        'receiptUrl',
        'status',
        'transactionAt',
        'transactionKey',
        'useEscrow',
      ].sort(),
    );
    const page = await list(
      `startDate=${today}T00:00:00.000&endDate=${today}T23:59:59.999&startingAfter=${all[0]?.transactionKey}&limit=2`,
    );
    expect(page.map((t) => t.transactionKey)).toEqual(all.slice(1, 3).map((t) => t.transactionKey));
    const missingDates = await call('GET', '/v1/transactions');
    expect(missingDates.status).toBe(400);
  });

  it('sends PAYMENT_STATUS_CHANGED and DEPOSIT_CALLBACK in their shapes, again until answered 200', async () => {
    await toss.idle();
    receiver.received.length = 0;
    const paymentKey = toss.authorize({
      orderId: 'order-fake-0004',
      amount: 30_000,
      method: 'virtual_account',
    });
    await call('POST', '/v1/payments/confirm', {
      paymentKey,
      orderId: 'order-fake-0004',
      amount: 30_000,
    });
    await toss.deposit(paymentKey);
    await toss.idle();
    const payment = toss.payments.get(paymentKey);
    const createdAt = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+$/);
    expect(receiver.received).toEqual(
      expect.arrayContaining([
        // The deposit: no eventType, the payment's secret to compare.
        {
          createdAt,
          secret: payment?.secret,
          orderId: 'order-fake-0004',
          status: 'DONE',
          transactionKey: expect.any(String),
        },
        {
          eventType: 'PAYMENT_STATUS_CHANGED',
          createdAt,
          data: expect.objectContaining({ paymentKey, status: 'DONE' }),
        },
      ]),
    );
    // Every delivery is recorded with the answer it got; nothing was given up on.
    expect(toss.webhookDeliveries.every((d) => [200, 500].includes(d.status))).toBe(true);
  });

  it('retries a webhook answered other than 200, at most seven times after the first', async () => {
    const refusing = await webhookReceiver(Array.from({ length: 10 }, () => 503));
    const stubborn = await startFakeToss({
      webhookUrl: refusing.url,
      webhookRetryDelaysMs: [1, 1, 1, 1, 1, 1, 1],
    });
    try {
      await stubborn.sendWebhook({ eventType: 'PAYMENT_STATUS_CHANGED', data: {} });
      expect(refusing.received).toHaveLength(8);
      expect(stubborn.webhookDeliveries.map((d) => d.status)).toEqual(Array(8).fill(503));
    } finally {
      await stubborn.close();
      await refusing.close();
    }
  });
});
