import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, koreanDateOf } from '@jangbogi/contracts/korea-time';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder } from './helpers/factories.ts';

describe('the back office', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });

  it('opens the picking list on the next day the shop delivers on', async () => {
    const today = koreanDateOf(new Date());
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const settings = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers })
    ).json();
    const save = (delivery: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: { ...settings, delivery: { ...settings.delivery, ...delivery } },
      });
    const pickingDay = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/picking-list', headers })).json<{
        date: string;
      }>().date;

    expect((await save({ closed_weekdays: [], holidays: [] })).statusCode).toBe(200);
    expect(await pickingDay()).toBe(today);
    // Nothing ships today (a closed weekday) nor tomorrow (a holiday): the day after.
    const tomorrow = addDays(today, 1).date;
    expect((await save({ closed_weekdays: [weekday], holidays: [tomorrow] })).statusCode).toBe(200);
    expect(await pickingDay()).toBe(addDays(today, 2).date);
  });

  it('shows a cash-receipt cancellation with the approval number of the receipt it cancels', async () => {
    const order = await createOrder(ctx.db, { status: 'cancelled', paymentStatus: 'paid' });
    const receipt = {
      orderId: order.id,
      purpose: 'income_deduction' as const,
      identifier: '01012345678',
      requested: true,
      amount: 15_000,
      dueDate: new Date('2026-11-30T00:00:00Z'),
    };
    await ctx.db.cashReceipt.create({
      data: {
        ...receipt,
        kind: 'issue',
        status: 'issued',
        approvalNumber: '123456789',
        issuedAt: new Date(),
      },
    });
    await ctx.db.cashReceipt.create({ data: { ...receipt, kind: 'cancel' } });
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/cash-receipts?status=all',
      headers,
    });
    const rows = queue
      .json<{ receipts: { order_id: string; kind: string; original_approval_number: unknown }[] }>()
      .receipts.filter((r) => r.order_id === order.id);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'cancel', original_approval_number: '123456789' }),
        expect.objectContaining({ kind: 'issue', original_approval_number: null }),
      ]),
    );

    // The export the accountant files in Hometax names it too.
    const csv = await ctx.app.inject({
      url: '/api/admin/cash-receipts/export?status=all',
      headers,
    });
    const [header, ...lines] = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(header?.split(',').at(-1)).toBe('Original approval number');
    const cancellation = lines.find((line) => line.startsWith(`${order.orderNumber},cancel,`));
    expect(cancellation?.split(',').at(-1)).toBe('123456789');
  });
});
