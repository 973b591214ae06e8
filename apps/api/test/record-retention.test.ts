// The end of the legal retention periods, with the clock moved forward: orders finished 5 years
// ago keep their amounts and lines but lose every personal field and their transfer screenshots
// and return photos; complaints go after 3 years.
import { describe, expect, it } from 'vitest';
import { removeExpiredPersonalData } from '../src/domain/housekeeping/record-retention.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder, createProduct } from './helpers/factories.ts';

const DAY_MS = 24 * 3600_000;
const yearsLater = (years: number, days: number) => {
  const moved = new Date();
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return new Date(moved.getTime() + days * DAY_MS);
};

describe('records past their legal period', () => {
  const ctx = useTestApp();

  async function finishedOrderWithBankDetails() {
    const product = await createProduct(ctx.db, { sellPrice: 12_300 });
    const order = await createOrder(ctx.db, {
      status: 'delivered',
      paymentStatus: 'paid',
      paidAt: new Date(),
      customerName: '김민지',
      customerPhone: '010-9876-5432',
      items: [{ product, quantity: 3 }],
      cashReceipt: { purpose: 'income_deduction', identifier: '010-9876-5432' },
    });
    await ctx.db.order.update({
      where: { id: order.id },
      data: {
        deliveryRequest: { place: 'door', entrance: { kind: 'code', code: '#1234' }, note: null },
      },
    });
    const account = {
      bankName: '국민은행',
      accountNumber: '123-456-789012',
      accountHolder: '김민지',
    };
    await ctx.db.refund.create({
      data: { orderId: order.id, amount: 12_300, method: 'transfer', lines: [], ...account },
    });
    await ctx.db.returnRequest.create({
      data: { orderId: order.id, reason: 'defective_item', status: 'refunded', ...account },
    });
    return order;
  }

  const money = async () => {
    const orders = await ctx.db.order.aggregate({ _sum: { total: true, subtotal: true } });
    const lines = await ctx.db.orderItem.aggregate({ _sum: { lineTotal: true, quantity: true } });
    const refunds = await ctx.db.refund.aggregate({ _sum: { amount: true } });
    return { orders: orders._sum, lines: lines._sum, refunds: refunds._sum };
  };

  it('anonymises finished orders after 5 years, keeps the money, and does it once', async () => {
    const finished = await finishedOrderWithBankDetails();
    const unfinished = await createOrder(ctx.db, { status: 'pending', customerName: '이서준' });
    const before = await money();

    expect(
      await removeExpiredPersonalData(ctx.db, yearsLater(5, -1), ctx.app.storage),
    ).toMatchObject({
      anonymisedOrders: 0,
    });

    const result = await removeExpiredPersonalData(ctx.db, yearsLater(5, 1), ctx.app.storage);
    expect(result.anonymisedOrders).toBe(1);

    const order = await ctx.db.order.findUniqueOrThrow({
      where: { id: finished.id },
      include: { refunds: true, returns: true },
    });
    expect(order).toMatchObject({
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      depositorName: null,
      deliveryRequest: null,
      total: finished.total,
    });
    expect(order.anonymisedAt).not.toBeNull();
    expect(order.cashReceipt).toEqual({ purpose: 'income_deduction', identifier: '' });
    const address = order.shippingAddress as Record<string, string>;
    expect(address.country).toBe('KR');
    expect(
      Object.entries(address).filter(([key, value]) => key !== 'country' && value !== ''),
    ).toEqual([]);
    expect(order.refunds[0]).toMatchObject({ bankName: null, accountNumber: null, amount: 12_300 });
    expect(order.returns[0]).toMatchObject({ bankName: null, accountHolder: null });

    expect(await money()).toEqual(before);
    const stillOpen = await ctx.db.order.findUniqueOrThrow({ where: { id: unfinished.id } });
    expect(stillOpen.customerName).toBe('이서준');

    expect(
      await removeExpiredPersonalData(ctx.db, yearsLater(5, 2), ctx.app.storage),
    ).toMatchObject({
      anonymisedOrders: 0,
    });
  });

  it('deletes the transfer screenshots and return photos of anonymised orders, from storage too', async () => {
    const order = await finishedOrderWithBankDetails();
    const storage = ctx.app.storage;
    const put = (folder: 'payment-proofs' | 'return-photos') =>
      storage.put(folder, 'png', Buffer.from(`${folder} of ${order.id}`), 'image/png');
    const proofKey = await put('payment-proofs');
    const photoKey = await put('return-photos');
    await ctx.db.paymentProof.create({
      data: { orderId: order.id, fileKey: proofKey, contentType: 'image/png', sizeBytes: 10 },
    });
    const returned = await ctx.db.returnRequest.findFirstOrThrow({ where: { orderId: order.id } });
    await ctx.db.returnPhoto.create({
      data: { returnId: returned.id, fileKey: photoKey, contentType: 'image/png', sizeBytes: 10 },
    });
    // A newer order's screenshot stays.
    const recent = await createOrder(ctx.db, { status: 'pending' });
    const recentKey = await put('payment-proofs');
    await ctx.db.paymentProof.create({
      data: { orderId: recent.id, fileKey: recentKey, contentType: 'image/png', sizeBytes: 10 },
    });

    expect(await removeExpiredPersonalData(ctx.db, yearsLater(5, -1), storage)).toMatchObject({
      deletedFiles: 0,
    });
    expect(await storage.read(proofKey)).not.toBeNull();

    expect(await removeExpiredPersonalData(ctx.db, yearsLater(5, 1), storage)).toMatchObject({
      anonymisedOrders: 1,
      deletedFiles: 2,
    });
    expect(await storage.read(proofKey)).toBeNull();
    expect(await storage.read(photoKey)).toBeNull();
    expect(await ctx.db.paymentProof.findMany({ select: { fileKey: true } })).toEqual([
      { fileKey: recentKey },
    ]);
    expect(await ctx.db.returnPhoto.count()).toBe(0);
    expect(await storage.read(recentKey)).not.toBeNull();
  });

  it('deletes messages to the shop after 3 years', async () => {
    await ctx.db.contactMessage.create({
      data: { email: 'minji@example.com', message: '배송이 늦어요' },
    });
    expect(
      (await removeExpiredPersonalData(ctx.db, yearsLater(3, -1), ctx.app.storage)).deletedMessages,
    ).toBe(0);
    expect(
      (await removeExpiredPersonalData(ctx.db, yearsLater(3, 1), ctx.app.storage)).deletedMessages,
    ).toBe(1);
    expect(await ctx.db.contactMessage.count()).toBe(0);
  });
});
