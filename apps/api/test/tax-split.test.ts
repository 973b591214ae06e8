// Taxed and exempt goods (ADR 0038): an order records its total as Hometax does, taxed supply
// value, its VAT and the exempt amount, to the won; a partial return keeps them adding up, and the
// cash receipts and their export carry them.
import type { AdminCashReceipt } from '@jangbogi/contracts/cash-receipts';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { loggedInShopper, placeOrder } from './helpers/checkout.ts';
import { addCartLine, createOrder, createProduct, createPromo } from './helpers/factories.ts';

const migration = readFileSync(
  new URL(
    '../../../prisma/migrations/20261127040000_tax_types_and_messenger/migration.sql',
    import.meta.url,
  ),
  'utf8',
);
/** The migration's statement that splits the orders placed before it. */
const backfill = migration
  .split(';')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .find((statement) => statement.startsWith('WITH goods'));

describe('the tax split of an order', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  /**
   * Ramyun 4,980 x 3 (taxed) and cabbage 3,980 x 5 (exempt) = 34,840 won, 3,000 off, 5,000 shipping:
   * 36,840 won by transfer, with a cash receipt asked for, paid.
   */
  async function paidMixedOrder() {
    const ramyun = await createProduct(ctx.db, { sellPrice: 4_980, taxType: 'taxed' });
    const cabbage = await createProduct(ctx.db, { sellPrice: 3_980, taxType: 'exempt' });
    const promo = await createPromo(ctx.db, { type: 'flat', value: 3_000 });
    const shopper = await loggedInShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, shopper.owner, ramyun.id, 3);
    await addCartLine(ctx.db, shopper.owner, cabbage.id, 5);
    const placed = await placeOrder(ctx.app, shopper, {
      payment_method: 'account_transfer',
      depositor_name: '김민지',
      promo_code: promo.code,
      cash_receipt: { purpose: 'income_deduction', identifier: '010-1234-5678' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/actions`,
      headers: admin.headers,
      payload: { action: 'confirm_payment' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { order, ramyun, cabbage, shopper };
  }

  const receiptsOf = async (orderId: string) =>
    (
      (
        await ctx.app.inject({ url: '/api/admin/cash-receipts?status=all', headers: admin.headers })
      ).json().receipts as AdminCashReceipt[]
    ).filter((r) => r.order_id === orderId);

  it('splits a mixed cart with a promo and shipping, exact to the won', async () => {
    const { order, ramyun, cabbage } = await paidMixedOrder();
    expect(order.total_price).toBe(36_840);
    // Discount 1,286 / 1,714 by value; shipping 2,144 / 2,856 over what is left of each; VAT
    // 15,798 / 11 = 1,436.2 -> 1,436.
    const split = { taxable: 14_362, vat: 1_436, exempt: 21_042 };
    expect(order.tax).toEqual(split);
    expect(order.products.map((p: { tax_type: string }) => p.tax_type).sort()).toEqual([
      'exempt',
      'taxed',
    ]);
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(detail.json().tax).toEqual(split);
    const product = await ctx.app.inject({ url: `/api/products/${cabbage.id}` });
    expect(product.json().tax_type).toBe('exempt');
    expect((await ctx.app.inject({ url: `/api/products/${ramyun.id}` })).json().tax_type).toBe(
      'taxed',
    );
    expect(await receiptsOf(order._id)).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 36_840, ...split }),
    ]);
  });

  it('keeps the split exact after a partial return, cancelling and reissuing the receipt', async () => {
    const { order } = await paidMixedOrder();
    const [receipt] = await receiptsOf(order._id);
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/cash-receipts/${receipt!._id}/issued`,
      headers: admin.headers,
      payload: { approval_number: '123456789' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const detail = (
      await ctx.app.inject({ url: `/api/admin/orders/${order._id}`, headers: admin.headers })
    ).json();
    const ramyunLine = detail.items.find((i: { tax_type: string }) => i.tax_type === 'taxed');

    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/refunds`,
      headers: admin.headers,
      payload: { method: 'cash', lines: [{ order_item_id: ramyunLine._id, quantity: 2 }] },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // Kept: ramyun 4,980 and cabbage 19,900, discount 2,142, shipping 5,000 = 27,738 won.
    // Discount 429 / 1,713; shipping 1,001 / 3,999; taxed 5,552, VAT 504.7 -> 505.
    const kept = { taxable: 5_047, vat: 505, exempt: 22_186 };
    const after = refunded.json();
    expect(after.total).toBe(27_738);
    expect(after.tax).toEqual(kept);
    expect(kept.taxable + kept.vat + kept.exempt).toBe(after.total);

    const receipts = await receiptsOf(order._id);
    expect(receipts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'issue', status: 'issued', amount: 36_840, vat: 1_436 }),
        expect.objectContaining({
          kind: 'cancel',
          amount: 36_840,
          taxable: 14_362,
          vat: 1_436,
          exempt: 21_042,
          original_approval_number: '123456789',
        }),
        expect.objectContaining({ kind: 'issue', status: 'due', amount: 27_738, ...kept }),
      ]),
    );

    const csv = await ctx.app.inject({
      url: '/api/admin/cash-receipts/export?status=all',
      headers: admin.headers,
    });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Taxable supply (공급가액),VAT (부가세),Tax-exempt (면세)');
    expect(lines.some((line) => line.includes(',27738,5047,505,22186,'))).toBe(true);

    // The migration's split of orders placed before it gives the same figures.
    expect(backfill).toBeDefined();
    await ctx.db.order.update({
      where: { id: order._id },
      data: { taxTaxable: 0, taxVat: 0, taxExempt: 0 },
    });
    await ctx.db.$executeRawUnsafe(backfill!);
    expect(
      await ctx.db.order.findUniqueOrThrow({
        where: { id: order._id },
        select: { taxTaxable: true, taxVat: true, taxExempt: true },
      }),
    ).toEqual({ taxTaxable: 5_047, taxVat: 505, taxExempt: 22_186 });
  });

  it('counts a substitute as its own tax type when packed and when returned', async () => {
    // Kimchi 3 x 12,000 (taxed) and tofu 2 x 9,000 (exempt) = 54,000 won, free delivery, paid.
    const kimchi = await createProduct(ctx.db, { sellPrice: 12_000, taxType: 'taxed' });
    const tofu = await createProduct(ctx.db, { sellPrice: 9_000, taxType: 'exempt' });
    const soyMilk = await createProduct(ctx.db, {
      sellPrice: 8_800,
      taxType: 'taxed',
      stockQuantity: 5,
    });
    const order = await createOrder(ctx.db, {
      // Apart from the numbers the checkouts above gave today's orders.
      orderNumber: '20261127-9001',
      status: 'confirmed',
      paymentStatus: 'paid',
      items: [
        { product: kimchi, quantity: 3 },
        { product: tofu, quantity: 2, substitution: 'allow' },
      ],
    });
    const tofuLine = order.items.find((i) => i.productId === tofu.id)!;
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/pack`,
      headers: admin.headers,
      payload: {
        lines: [{ line_id: tofuLine.id, packed_quantity: 2, substitute_product_id: soyMilk.id }],
      },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    // The box: kimchi 36,000 and soy milk 2 x 8,800 = 17,600, both taxed: 53,600 won, VAT
    // 53,600 / 11 = 4,872.7 -> 4,873. Counted as the exempt tofu it would be 32,727 / 3,273 / 17,600.
    expect(packed.json()).toMatchObject({
      final_total: 53_600,
      tax: { taxable: 48_727, vat: 4_873, exempt: 0 },
    });
    expect(packed.json().refunds_created.map((r: { amount: number }) => r.amount)).toEqual([400]);

    // One soy milk comes back: 44,800 of goods kept, below free delivery, so 5,000 shipping (a
    // return, unlike packing, is the shopper's doing): 49,800, all taxed, VAT 4,527.3 -> 4,527.
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: 'cash', lines: [{ order_item_id: tofuLine.id, quantity: 1 }] },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({
      total: 49_800,
      tax: { taxable: 45_273, vat: 4_527, exempt: 0 },
    });
  });

  it('lets the shop team mark a product exempt', async () => {
    const product = await createProduct(ctx.db);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { tax_type: 'exempt' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tax_type).toBe('exempt');
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { tax_type: 'zero-rated' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
