// A shopper cancels their own order: while pending and unpaid, or within a day of payment while
// not shipped. Stock and promo use come back exactly once, a paid order waits in the refund
// queue, both the shopper and the shop are emailed, and nobody else can cancel it.
import { describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestPayload, guestShopper, loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct, createPromo } from './helpers/factories.ts';

const REFUND_ACCOUNT = {
  bank_name: '국민은행',
  account_number: '123-456-789012',
  account_holder: '김민지',
};

describe('a shopper cancels their own order', () => {
  const ctx = useTestApp();

  async function placedOrder(options: { promoCode?: string; paymentMethod?: string } = {}) {
    const product = await createProduct(ctx.db, { stockQuantity: 10, sellPrice: 30_000 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 2);
    const placed = await placeOrder(ctx.app, shopper, {
      payment_method: options.paymentMethod ?? 'cash',
      ...(options.paymentMethod === 'account_transfer' ? { depositor_name: '김민지' } : {}),
      ...(options.promoCode ? { promo_code: options.promoCode } : {}),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order._id as string;
    return { product, shopper, orderId };
  }

  const cancel = (orderId: string, headers: Record<string, string>, payload = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers, payload });

  const stockOf = async (productId: string) =>
    (await ctx.db.product.findUniqueOrThrow({ where: { id: productId } })).stockQuantity;

  const emailsTo = (to: string) =>
    ctx.db.emailOutbox.findMany({ where: { toAddress: to }, select: { subject: true } });

  it('cancels a pending unpaid order: stock and promo use back once, both sides emailed', async () => {
    const promo = await createPromo(ctx.db, { type: 'flat', value: 1_000 });
    const { product, shopper, orderId } = await placedOrder({ promoCode: promo.code });
    expect(await stockOf(product.id)).toBe(8);
    const before = await ctx.app.inject({
      url: `/api/orders/${orderId}`,
      headers: shopper.headers,
    });
    expect(before.json().can_cancel).toBe(true);

    const cancelled = await cancel(orderId, shopper.headers, { reason: 'Ordered the wrong size' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await stockOf(product.id)).toBe(10);
    const { usedCount } = await ctx.db.promo.findUniqueOrThrow({ where: { id: promo.id } });
    expect(usedCount).toBe(0);
    expect((await emailsTo(shopper.user.email)).map((e) => e.subject)).toContainEqual(
      expect.stringMatching(/was cancelled$/),
    );
    expect((await emailsTo(ctx.config.SHOP_EMAIL)).map((e) => e.subject)).toContainEqual(
      expect.stringMatching(/cancelled by the customer/),
    );

    const again = await cancel(orderId, shopper.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CANCELLED');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('tells a Korean shopper an unpaid order costs nothing, and the shop in Korean and English', async () => {
    const { shopper, orderId } = await placedOrder({ paymentMethod: 'account_transfer' });
    await ctx.db.user.update({
      where: { id: shopper.user.id },
      data: { preferredLanguage: 'ko' },
    });
    const { orderNumber } = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect((await cancel(orderId, shopper.headers)).statusCode).toBe(200);
    const [toShopper] = await ctx.db.emailOutbox.findMany({
      where: { toAddress: shopper.user.email, kind: 'order_customer_cancel' },
    });
    // An order number read aloud ends the particle: …-0002가 but …-0003이.
    const particle = '013678'.includes(orderNumber.at(-1) ?? '') ? '이' : '가';
    expect(toShopper?.subject).toBe(`주문 ${orderNumber}${particle} 취소되었습니다`);
    expect(toShopper?.textBody).toContain('결제 전에 취소되어 청구되는 금액은 없습니다.');
    expect(toShopper?.textBody).not.toContain('환불');

    const [toShop] = await ctx.db.emailOutbox.findMany({
      where: { toAddress: ctx.config.SHOP_EMAIL, kind: 'order_cancelled_by_customer' },
      orderBy: { createdAt: 'desc' },
    });
    expect(toShop?.subject).toMatch(
      /^고객이 주문 .+ 취소했습니다 \/ Order .+ was cancelled by the customer$/,
    );
    expect(toShop?.textBody).toContain('결제 전 주문입니다.');
    expect(toShop?.textBody).toContain('It was not paid: its stock is back on the shelf.');
  });

  it("answers 404 for anyone else's order, logged in or guest", async () => {
    const { orderId } = await placedOrder();
    const stranger = await loggedInShopper(ctx.app, ctx.db);
    const guest = await guestShopper(ctx.app, ctx.db);
    for (const headers of [stranger.headers, guest.headers]) {
      const refused = await cancel(orderId, headers);
      expect(refused.statusCode).toBe(404);
    }
  });

  it('lets the guest session that placed an order cancel it', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 5 });
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, product.id, 1);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/guest-checkout',
      headers: guest.headers,
      payload: guestPayload(),
    });
    expect(placed.statusCode).toBe(201);
    const cancelled = await cancel(placed.json().order._id, guest.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('cancels a paid order within a day into the refund queue, and refuses it after a day', async () => {
    const { product, shopper, orderId } = await placedOrder({ paymentMethod: 'account_transfer' });
    await ctx.db.order.update({
      where: { id: orderId },
      data: { paymentStatus: 'paid', status: 'confirmed', paidAt: new Date() },
    });
    const withoutAccount = await cancel(orderId, shopper.headers);
    expect(withoutAccount.statusCode).toBe(400);
    expect(withoutAccount.json().code).toBe('REFUND_ACCOUNT_REQUIRED');

    const cancelled = await cancel(orderId, shopper.headers, { refund_account: REFUND_ACCOUNT });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const refunds = await ctx.db.refund.findMany({ where: { orderId } });
    expect(refunds).toEqual([
      expect.objectContaining({ status: 'to_refund', cancelsOrder: true, method: 'transfer' }),
    ]);
    expect(await stockOf(product.id)).toBe(10);

    const late = await placedOrder({ paymentMethod: 'account_transfer' });
    await ctx.db.order.update({
      where: { id: late.orderId },
      data: {
        paymentStatus: 'paid',
        status: 'confirmed',
        paidAt: new Date(Date.now() - 25 * 3600_000),
      },
    });
    const tooLate = await cancel(late.orderId, late.shopper.headers, {
      refund_account: REFUND_ACCOUNT,
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('CANCEL_WINDOW_CLOSED');
  });

  it('refuses a confirmed cash order the shop is preparing', async () => {
    const { shopper, orderId } = await placedOrder();
    await ctx.db.order.update({ where: { id: orderId }, data: { status: 'confirmed' } });
    const refused = await cancel(orderId, shopper.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CANCEL_WINDOW_CLOSED');
  });

  it('returns the stock once when two cancels race, and one of cancel and ship wins', async () => {
    const { product, shopper, orderId } = await placedOrder();
    const answers = await Promise.all([
      cancel(orderId, shopper.headers),
      cancel(orderId, shopper.headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(10);

    const paid = await placedOrder({ paymentMethod: 'account_transfer' });
    await ctx.db.order.update({
      where: { id: paid.orderId },
      data: { paymentStatus: 'paid', status: 'confirmed', paidAt: new Date() },
    });
    const admin = await adminSession(ctx.app, ctx.db);
    const [cancelled, shipped] = await Promise.all([
      cancel(paid.orderId, paid.shopper.headers, { refund_account: REFUND_ACCOUNT }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${paid.orderId}/actions`,
        headers: admin.headers,
        payload: { action: 'ship', courier: 'cj', tracking_number: '123456789012' },
      }),
    ]);
    expect([cancelled.statusCode, shipped.statusCode].sort()).toEqual([200, 409]);
    const order = await ctx.db.order.findUniqueOrThrow({ where: { id: paid.orderId } });
    const refunds = await ctx.db.refund.count({ where: { orderId: paid.orderId } });
    if (cancelled.statusCode === 200) {
      expect(order.status).toBe('cancelled');
      expect(refunds).toBe(1);
    } else {
      expect(order.status).toBe('shipped');
      expect(refunds).toBe(0);
    }
  });
});
