// Cash receipts: a paid order owes the receipt its shopper asked for, or one to the tax office's
// number from 100,000 won; the team records the approval number; a refund cancels it and a partial
// one reissues it for the rest.
import type { AdminCashReceipt } from '@jangbogi/contracts/cash-receipts';
import { describe, expect, it } from 'vitest';
import {
  issueThroughProvider,
  type CashReceiptIssuer,
} from '../src/domain/cash-receipts/issuer.ts';
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import { DAY_MS } from '../src/lib/time.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

describe('cash receipts', () => {
  const ctx = useTestApp();

  async function paidTransferOrder(price: number, cashReceipt?: object) {
    const product = await createProduct(ctx.db, { stockQuantity: 10, sellPrice: price });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const placed = await placeOrder(ctx.app, shopper, {
      payment_method: 'account_transfer',
      depositor_name: '김민지',
      ...(cashReceipt ? { cash_receipt: cashReceipt } : {}),
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const admin = await adminSession(ctx.app, ctx.db);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/actions`,
      headers: admin.headers,
      payload: { action: 'confirm_payment' },
    });
    expect(paid.statusCode).toBe(200);
    return { order, shopper, admin, product };
  }

  const queue = async (headers: Record<string, string>, status = 'all') =>
    (await ctx.app.inject({ url: `/api/admin/cash-receipts?status=${status}`, headers })).json()
      .receipts as AdminCashReceipt[];

  it('owes a receipt to the tax office for 150,000 won paid unasked, due in five days', async () => {
    const { order, admin } = await paidTransferOrder(150_000);
    const receipts = (await queue(admin.headers)).filter((r) => r.order_id === order._id);
    expect(receipts).toEqual([
      expect.objectContaining({
        kind: 'issue',
        purpose: 'income_deduction',
        identifier: '0100001234',
        requested: false,
        amount: 150_000,
        status: 'due',
        overdue: false,
        due_date: koreanDateOf(new Date(Date.now() + 5 * DAY_MS)),
      }),
    ]);
  });

  it('owes nothing for a small order paid unasked, and the asked receipt for one with a request', async () => {
    const unasked = await paidTransferOrder(30_000);
    expect((await queue(unasked.admin.headers)).some((r) => r.order_id === unasked.order._id)).toBe(
      false,
    );
    const asked = await paidTransferOrder(30_000, {
      purpose: 'income_deduction',
      identifier: '010-2222-3333',
    });
    expect(asked.order.cash_receipt).toEqual({
      purpose: 'income_deduction',
      identifier: '01022223333',
    });
    const receipts = (await queue(asked.admin.headers)).filter(
      (r) => r.order_id === asked.order._id,
    );
    expect(receipts).toEqual([
      expect.objectContaining({ identifier: '01022223333', requested: true, amount: 35_000 }),
    ]);
  });

  it('refuses a business number whose check digit is wrong', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    const refused = await placeOrder(ctx.app, shopper, {
      cash_receipt: { purpose: 'expense_proof', identifier: '214-88-01937' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses 000-00-00000 and the tax-office code 000 as business proof and as the shop’s number', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 10 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 1);
    for (const identifier of ['000-00-00000', '0000000000', '000-81-34528']) {
      const refused = await placeOrder(ctx.app, shopper, {
        cash_receipt: { purpose: 'expense_proof', identifier },
      });
      expect(refused.statusCode, identifier).toBe(400);
      expect(refused.json().details.fieldErrors['cash_receipt.identifier']).toBeDefined();
    }
    const admin = await adminSession(ctx.app, ctx.db);
    const current = (await ctx.app.inject({ url: '/api/settings' })).json();
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...current, business_registration: '000-00-00000' },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().details.fieldErrors.business_registration).toBeDefined();
  });

  it('records the approval number, then turns a partial refund into cancel and reissue', async () => {
    const product = await createProduct(ctx.db, { stockQuantity: 10, sellPrice: 40_000 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, product.id, 3);
    const placed = await placeOrder(ctx.app, shopper, {
      payment_method: 'account_transfer',
      depositor_name: '김민지',
      cash_receipt: { purpose: 'expense_proof', identifier: '220-81-62517' },
    });
    const order = placed.json().order;
    const admin = await adminSession(ctx.app, ctx.db);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/actions`,
      headers: admin.headers,
      payload: { action: 'confirm_payment' },
    });
    const [due] = (await queue(admin.headers, 'due')).filter((r) => r.order_id === order._id);
    expect(due).toMatchObject({ identifier: '2208162517', amount: 120_000 });

    const recorded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/cash-receipts/${due!._id}/issued`,
      headers: admin.headers,
      payload: { approval_number: 'HT-20261124-001' },
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ status: 'issued', approval_number: 'HT-20261124-001' });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/cash-receipts/${due!._id}/issued`,
      headers: admin.headers,
      payload: { approval_number: 'HT-20261124-002' },
    });
    expect(twice.statusCode).toBe(409);

    const [line] = await ctx.db.orderItem.findMany({ where: { orderId: order._id } });
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds`,
      headers: admin.headers,
      payload: {
        lines: [{ order_item_id: line!.id, quantity: 1 }],
        method: 'transfer',
        bank_account: {
          bank_name: '신한은행',
          account_number: '110-123-456789',
          account_holder: '김민지',
        },
      },
    });
    expect(refund.statusCode).toBe(201);
    const after = (await queue(admin.headers)).filter((r) => r.order_id === order._id);
    expect(after.map((r) => [r.kind, r.status, r.amount])).toEqual(
      expect.arrayContaining([
        ['issue', 'issued', 120_000],
        ['cancel', 'due', 120_000],
        ['issue', 'due', 80_000],
      ]),
    );
    expect(after).toHaveLength(3);

    const csv = await ctx.app.inject({
      url: '/api/admin/cash-receipts/export?status=all',
      headers: admin.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain(`${order.order_number},cancel,expense_proof,2208162517`);
  });

  it('voids a receipt not yet issued when the whole order is refunded', async () => {
    const { order, admin } = await paidTransferOrder(150_000);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds`,
      headers: admin.headers,
      payload: {
        method: 'transfer',
        bank_account: {
          bank_name: '신한은행',
          account_number: '110-123-456789',
          account_holder: '김민지',
        },
      },
    });
    expect(refund.statusCode).toBe(201);
    const receipts = (await queue(admin.headers)).filter((r) => r.order_id === order._id);
    expect(receipts.map((r) => [r.kind, r.status])).toEqual([['issue', 'void']]);
  });

  it('records what a provider answers, through the issuer interface', async () => {
    const { order, admin } = await paidTransferOrder(150_000);
    const [due] = (await queue(admin.headers, 'due')).filter((r) => r.order_id === order._id);
    const asked: string[] = [];
    const recordedProvider: CashReceiptIssuer = {
      issue: async (receipt) => {
        asked.push(`${receipt.kind}:${receipt.identifier}:${receipt.amount}`);
        return { approvalNumber: '123456789' };
      },
    };
    const issued = await issueThroughProvider(ctx.db, recordedProvider, due!, {
      userId: admin.user.id,
      now: new Date(),
    });
    expect(asked).toEqual(['issue:0100001234:150000']);
    expect(issued).toMatchObject({ status: 'issued', approval_number: '123456789' });
  });
});
