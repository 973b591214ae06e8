import { describe, expect, it } from 'vitest';
import { sendPaymentReminders } from '../src/domain/orders/payment-reminders.ts';
import { cancelStaleTransferOrders } from '../src/domain/payments/transfer-review.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper, shopperWithOrder } from './helpers/checkout.ts';
import { createOrder, createUser } from './helpers/factories.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://shop.example.kr';

describe('the payment deadline of an account transfer', () => {
  const ctx = useTestApp();

  it('is answered with the order, written in the confirmation email in Korea time', async () => {
    const { shopper, orderId } = await shopperWithOrder(ctx.app, ctx.db);
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: shopper.headers,
    });
    const answered = order.json<{
      placed_at: string;
      payment_deadline: string;
      delivery_date: string;
    }>();
    // Three days, unless the eve of the delivery day comes first.
    const eveOfDelivery = Date.parse(`${answered.delivery_date}T00:00:00+09:00`) - 60_000;
    expect(Date.parse(answered.payment_deadline)).toBe(
      Math.min(Date.parse(answered.placed_at) + 3 * DAY, eveOfDelivery),
    );

    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'order_confirmation', toAddress: shopper.user.email },
    });
    const korea = new Date(Date.parse(answered.payment_deadline) + 9 * HOUR);
    const hour = korea.getUTCHours() % 12 || 12;
    const minutes = String(korea.getUTCMinutes()).padStart(2, '0');
    expect(email.textBody).toMatch(
      new RegExp(
        `Please transfer by \\w{3}, \\w{3} ${korea.getUTCDate()}, ${hour}:${minutes} [AP]M \\(Korea time\\)`,
      ),
    );
    // The quantity has its own word beside a name that carries a count.
    expect(email.textBody).toMatch(/ · Qty 1 · ₩[\d,]+/);
  });

  it('is not answered for cash or once paid', async () => {
    const { shopper, orderId } = await shopperWithOrder(ctx.app, ctx.db, {
      payment_method: 'cash',
    });
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: shopper.headers,
    });
    expect(order.json<{ payment_deadline: unknown }>().payment_deadline).toBeNull();
  });

  it('is reminded once, a day before, in the shopper’s language, whoever runs the job', async () => {
    const now = new Date('2026-11-27T03:00:00Z');
    const korean = await ctx.db.user.update({
      where: { id: (await createUser(ctx.db)).id },
      data: { preferredLanguage: 'ko' },
    });
    const due = await createOrder(ctx.db, {
      userId: korean.id,
      customerEmail: korean.email,
      placedAt: new Date(now.getTime() - 2 * DAY - HOUR),
      depositorName: '김민지',
      items: [{ unitPrice: 18_400, quantity: 1 }],
    });
    const notYet = await createOrder(ctx.db, {
      placedAt: new Date(now.getTime() - 2 * DAY + HOUR),
    });
    const overdue = await createOrder(ctx.db, {
      placedAt: new Date(now.getTime() - 3 * DAY - HOUR),
    });
    const proof = await createOrder(ctx.db, {
      paymentStatus: 'proof_submitted',
      placedAt: new Date(now.getTime() - 2 * DAY - HOUR),
    });

    // Two instances at once: one holds the lock, the other does nothing.
    const passes = await Promise.all([
      sendPaymentReminders(ctx.db, now, 3, PUBLIC_URL),
      sendPaymentReminders(ctx.db, now, 3, PUBLIC_URL),
    ]);
    expect(passes.flatMap((p) => p ?? [])).toEqual([due.orderNumber]);
    // A later pass finds it reminded already.
    expect(
      await sendPaymentReminders(ctx.db, new Date(now.getTime() + HOUR), 3, PUBLIC_URL),
    ).toEqual([]);

    const reminders = await ctx.db.emailOutbox.findMany({ where: { kind: 'payment_reminder' } });
    expect(reminders.map((r) => r.toAddress)).toEqual([korean.email]);
    const [reminder] = reminders;
    expect(reminder?.subject).toBe(`[장보기] 주문 ${due.orderNumber} 입금 기한 안내`);
    // Placed 11-25 02:00 UTC = 11:00 KST; three days later is Saturday 11-28 11:00 KST.
    expect(reminder?.textBody).toContain('11월 28일 (토) 오전 11:00 (한국 시간)까지 입금해 주세요');
    expect(reminder?.textBody).toContain('입금하실 금액: 23,400원');
    expect(reminder?.textBody).toContain('입금자명: 김민지');
    expect(reminder?.textBody).toContain(`${PUBLIC_URL}/ko/my-orders`);
    for (const other of [notYet, overdue, proof]) {
      const row = await ctx.db.order.findUniqueOrThrow({ where: { id: other.id } });
      expect(row.paymentReminderSentAt).toBeNull();
    }
  });
});

describe('a transfer deadline that meets the delivery day', () => {
  const ctx = useTestApp();
  // Friday 2026-11-27 19:05 Korea time, for Monday 11-30: three days would be Monday 19:05, after
  // the box went out, so the deadline is Sunday 23:59.
  const placedAt = new Date('2026-11-27T10:05:00Z');
  const sundayLastMinute = new Date('2026-11-29T14:59:00Z');

  it('is the eve of the delivery day, answered, cancelled and reminded by that instant', async () => {
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    const order = await createOrder(ctx.db, {
      placedAt,
      deliveryDate: '2026-11-30',
      userId: shopper.user.id,
    });
    const roomy = await createOrder(ctx.db, { placedAt, deliveryDate: '2026-12-04' });
    const answered = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: shopper.headers,
    });
    expect(answered.json<{ payment_deadline: string }>().payment_deadline).toBe(
      sundayLastMinute.toISOString(),
    );

    // Sunday 00:00, under a day before, the shopper is reminded of Sunday 23:59.
    const sundayMidnight = new Date(sundayLastMinute.getTime() - DAY + 60_000);
    expect(await sendPaymentReminders(ctx.db, sundayMidnight, 3, PUBLIC_URL)).toEqual([
      order.orderNumber,
    ]);
    // The roomy order's three days end Monday 19:05, more than a day after Sunday 00:00.
    const reminder = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'payment_reminder', toAddress: order.customerEmail },
    });
    expect(reminder.textBody).toContain('Please transfer by Sun, Nov 29, 11:59 PM (Korea time)');

    const aMinuteBefore = new Date(sundayLastMinute.getTime() - 60_000);
    expect(await cancelStaleTransferOrders(ctx.db, aMinuteBefore, 3)).toEqual([]);
    expect(await cancelStaleTransferOrders(ctx.db, sundayLastMinute, 3)).toEqual([
      order.orderNumber,
    ]);
    const event = await ctx.db.orderEvent.findFirstOrThrow({ where: { orderId: order.id } });
    expect(event.note).toBe('No transfer received by the payment deadline.');
    // The shopper's email says why in its own words, not the back office's English note.
    const cancelled = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { kind: 'order_auto_cancel', toAddress: order.customerEmail },
    });
    expect(cancelled.textBody).not.toContain('No transfer received');
    // A later delivery day leaves the three days as they were.
    const kept = await ctx.db.order.findUniqueOrThrow({ where: { id: roomy.id } });
    expect(kept.status).toBe('pending');
  });

  it('sends no reminder when the order had less than a day to pay', async () => {
    // Placed Sunday 20:00 Korea time for Monday: four hours to pay, said in the confirmation.
    const lateOrder = await createOrder(ctx.db, {
      placedAt: new Date('2026-11-29T11:00:00Z'),
      deliveryDate: '2026-11-30',
    });
    const reminded = await sendPaymentReminders(
      ctx.db,
      new Date('2026-11-29T11:30:00Z'),
      3,
      PUBLIC_URL,
    );
    expect(reminded).not.toContain(lateOrder.orderNumber);
    const row = await ctx.db.order.findUniqueOrThrow({ where: { id: lateOrder.id } });
    expect(row.paymentReminderSentAt).toBeNull();
  });
});
