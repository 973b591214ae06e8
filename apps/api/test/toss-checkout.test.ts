// Paying by card, easy pay or virtual account through Toss Payments (against the fake server):
// the order waits with its stock held and its cart kept, the server checks the amount and
// confirms once however many tabs and clicks ask, and a given-up or forgotten payment gives its
// stock back exactly once.
import { describe, expect, it } from 'vitest';
import { expireTossHolds } from '../src/domain/payments/toss/release.ts';
import { useTestApp } from './helpers/app.ts';
import { guestPayload, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';
import { useTossTestApp } from './helpers/toss.ts';

const MINUTE = 60_000;

describe('Toss checkout', () => {
  const ctx = useTossTestApp();

  async function tossOrder(quantity = 2) {
    const product = await createProduct(ctx.db, { stockQuantity: 10, sellPrice: 30_000 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, quantity);
    const placed = await placeOrder(ctx.app, shopper, { payment_method: 'toss' });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ order: { _id: string; total_price: number; payment: Payment } }>()
      .order;
    return { product, shopper, order, payment: order.payment };
  }

  interface Payment {
    provider: string;
    order_id: string;
    amount: number;
    status: string;
  }

  const stockOf = async (productId: string) =>
    (await ctx.db.product.findUniqueOrThrow({ where: { id: productId } })).stockQuantity;
  const cartLines = (userId: string) => ctx.db.cartItem.count({ where: { cart: { userId } } });
  const confirmationEmails = (to: string) =>
    ctx.db.emailOutbox.count({ where: { toAddress: to, kind: 'order_confirmation' } });

  const confirm = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/toss/confirm', headers, payload });
  const abort = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/toss/abort', headers, payload });

  it('offers the widget its client key, never the secret key', async () => {
    const settings = await ctx.app.inject({ url: '/api/settings' });
    expect(settings.json().toss_client_key).toBe(ctx.toss.clientKey);
    expect(settings.body).not.toContain(ctx.toss.secretKey);
  });

  it('places a waiting order: amount fixed by the server, stock held, cart kept, no email yet', async () => {
    const { product, shopper, order, payment } = await tossOrder();
    expect(payment).toMatchObject({
      provider: 'toss',
      order_id: order._id,
      amount: order.total_price,
      status: 'waiting',
    });
    expect(order.total_price).toBe(60_000);
    expect(await stockOf(product.id)).toBe(8);
    expect(await cartLines(shopper.user.id)).toBe(1);
    expect(await confirmationEmails(shopper.user.email)).toBe(0);
    const shown = await ctx.app.inject({
      url: `/api/orders/${order._id}`,
      headers: shopper.headers,
    });
    expect(shown.json()).toMatchObject({
      payment_method: 'toss',
      payment_status: 'unpaid',
      payment: { status: 'waiting', amount: 60_000 },
    });
  });

  it('refuses a confirm whose amount differs from the order, without asking Toss', async () => {
    const { shopper, payment } = await tossOrder();
    const paymentKey = ctx.toss.authorize({ orderId: payment.order_id, amount: 100 });
    const before = ctx.toss.calls('/v1/payments/confirm').length;
    const answer = await confirm(shopper.headers, {
      paymentKey,
      orderId: payment.order_id,
      amount: 100,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(ctx.toss.calls('/v1/payments/confirm').length).toBe(before);
  });

  it('confirms once for a double click, a second tab and a reload', async () => {
    const { shopper, payment } = await tossOrder();
    const paymentKey = ctx.toss.authorize({ orderId: payment.order_id, amount: payment.amount });
    const body = { paymentKey, orderId: payment.order_id, amount: payment.amount };
    const before = ctx.toss.calls('/v1/payments/confirm').length;

    const answers = await Promise.all([1, 2, 3].map(() => confirm(shopper.headers, body)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
        payment: { status: 'done', method: '카드' },
      });
    }
    const reload = await confirm(shopper.headers, body);
    expect(reload.statusCode).toBe(200);

    const calls = ctx.toss.calls('/v1/payments/confirm').slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(new RegExp(`^confirm-${payment.order_id}-`));
    expect(calls[0]?.authorization).toBe(
      `Basic ${Buffer.from(`${ctx.toss.secretKey}:`).toString('base64')}`,
    );
    expect(calls[0]?.body).toEqual(body);
    expect(await cartLines(shopper.user.id)).toBe(0);
    expect(await confirmationEmails(shopper.user.email)).toBe(1);
  });

  it('answers a declined card with 402 and keeps the order waiting', async () => {
    const { shopper, payment } = await tossOrder();
    const answer = await confirm(shopper.headers, {
      paymentKey: 'fake_reject_0001',
      orderId: payment.order_id,
      amount: payment.amount,
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      details: { toss_code: 'REJECT_CARD_PAYMENT' },
    });
    const row = await ctx.db.tossPayment.findUniqueOrThrow({
      where: { tossOrderId: payment.order_id },
    });
    expect(row.status).toBe('waiting');
  });

  it('gives the stock back once when the shopper gives up in the widget', async () => {
    const { product, shopper, payment } = await tossOrder();
    const body = { orderId: payment.order_id, code: 'PAY_PROCESS_CANCELED', message: '취소' };
    const first = await abort(shopper.headers, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'aborted' });
    expect(await stockOf(product.id)).toBe(10);
    const again = await abort(shopper.headers, body);
    expect(again.json()).toEqual({ status: 'aborted' });
    expect(await stockOf(product.id)).toBe(10);
    expect(await cartLines(shopper.user.id)).toBe(1);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: payment.order_id } });
    expect(order.status).toBe('cancelled');

    // A payment finished in another tab afterwards is refused, and Toss is never asked.
    const late = await confirm(shopper.headers, {
      paymentKey: ctx.toss.authorize({ orderId: payment.order_id, amount: payment.amount }),
      orderId: payment.order_id,
      amount: payment.amount,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_NOT_PENDING');
  });

  it('never cancels a confirmed order from the fail URL', async () => {
    const { product, shopper, payment } = await tossOrder();
    const paymentKey = ctx.toss.authorize({ orderId: payment.order_id, amount: payment.amount });
    await confirm(shopper.headers, {
      paymentKey,
      orderId: payment.order_id,
      amount: payment.amount,
    });
    const answer = await abort(shopper.headers, { orderId: payment.order_id });
    expect(answer.json()).toEqual({ status: 'done' });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('cancels an order unpaid after 15 minutes and gives its stock back once', async () => {
    const { product, payment } = await tossOrder(3);
    expect(await stockOf(product.id)).toBe(7);
    const { placedAt, orderNumber } = await ctx.db.order.findUniqueOrThrow({
      where: { id: payment.order_id },
    });
    const early = new Date(placedAt.getTime() + 14 * MINUTE);
    expect(await expireTossHolds(ctx.db, early)).not.toContain(orderNumber);
    expect(await stockOf(product.id)).toBe(7);

    // Other tests' waiting orders expire too: this file's orders were all placed just now.
    const later = new Date(placedAt.getTime() + 16 * MINUTE);
    expect(await expireTossHolds(ctx.db, later)).toContain(orderNumber);
    expect(await stockOf(product.id)).toBe(10);
    expect(await expireTossHolds(ctx.db, later)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
    const row = await ctx.db.tossPayment.findUniqueOrThrow({
      where: { tossOrderId: payment.order_id },
    });
    expect(row.status).toBe('expired');
  });

  it('takes a guest checkout by Toss too, and answers only its owner', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 5, sellPrice: 25_000 });
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, product.id, 1);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: guest.headers,
      payload: guestPayload({ payment_method: 'toss' }),
    });
    expect(placed.statusCode).toBe(201);
    const payment = placed.json<{ order: { payment: Payment } }>().order.payment;
    const paymentKey = ctx.toss.authorize({
      orderId: payment.order_id,
      amount: payment.amount,
      method: 'easy_pay',
    });
    const body = { paymentKey, orderId: payment.order_id, amount: payment.amount };

    const stranger = await loggedInShopper(ctx.app, ctx.db);
    expect((await confirm(stranger.headers, body)).statusCode).toBe(404);

    const answer = await confirm(guest.headers, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().payment).toMatchObject({ status: 'done', method: '간편결제' });
  });
});

describe('without Toss keys', () => {
  const ctx = useTestApp();

  it('changes nothing: no client key, and toss is refused', async () => {
    const settings = await ctx.app.inject({ url: '/api/settings' });
    expect(settings.json().toss_client_key).toBeNull();

    const product = await createProduct(ctx.db, { stockQuantity: 3 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const placed = await placeOrder(ctx.app, shopper, { payment_method: 'toss' });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(await stockOf(product.id)).toBe(3);

    const cash = await placeOrder(ctx.app, shopper, { payment_method: 'cash' });
    expect(cash.statusCode).toBe(201);
    expect(cash.json().order.payment).toBeNull();

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/toss/confirm',
      headers: shopper.headers,
      payload: { paymentKey: 'x', orderId: 'abcdef', amount: 1 },
    });
    expect(confirm.statusCode).toBe(404);
  });

  const stockOf = async (productId: string) =>
    (await ctx.db.product.findUniqueOrThrow({ where: { id: productId } })).stockQuantity;
});
