// The packing day: short lines, substitutes and the money that follows, to the won.
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { statementCsv } from './helpers/bank-statements.ts';
import {
  createOrder,
  createProduct,
  createUser,
  type OrderOverrides,
} from './helpers/factories.ts';
import { multipartFile } from './helpers/multipart.ts';

interface PackedLine {
  _id: string;
  product_id: string | null;
  substitution: 'allow' | 'refund';
  packing: {
    outcome: string;
    packed_quantity: number;
    short_quantity: number;
    unit_price: number;
    line_total: number;
    substitute: { product_id: string | null; name: string } | null;
  } | null;
}

interface PackedOrder {
  status: string;
  total: number;
  final_total: number;
  ordered_total: number | null;
  subtotal: number;
  discount: number;
  shipping_price: number;
  items: PackedLine[];
  refunds_created: {
    amount: number;
    method: string;
    status: string;
    bank_account: unknown;
    lines: { order_item_id: string; quantity: number }[];
  }[];
}

describe('packing an order', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    admin = await adminSession(ctx.app, ctx.db);
  });

  const pack = (orderId: string, lines: object[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/pack`,
      headers: admin.headers,
      payload: { lines },
    });
  const stockOf = async (id: string) =>
    (await ctx.db.product.findUniqueOrThrow({ where: { id }, select: { stockQuantity: true } }))
      .stockQuantity;
  const movementsOf = (productId: string) =>
    ctx.db.stockMovement.findMany({ where: { productId }, select: { change: true } });

  /** A confirmed order of 3 x 12,000 (kimchi) and 2 x 9,000 (tofu): 54,000 won, free shipping. */
  async function kimchiAndTofu(
    overrides: OrderOverrides = {},
    substitution: 'allow' | 'refund' = 'refund',
  ) {
    const kimchi = await createProduct(ctx.db, { sellPrice: 12_000, stockQuantity: 10 });
    const tofu = await createProduct(ctx.db, { sellPrice: 9_000, stockQuantity: 10 });
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      items: [
        { product: kimchi, quantity: 3, substitution },
        { product: tofu, quantity: 2, substitution },
      ],
      ...overrides,
    });
    const line = (productId: string) => order.items.find((i) => i.productId === productId)!;
    return { order, kimchi, tofu, kimchiLine: line(kimchi.id), tofuLine: line(tofu.id) };
  }

  it('refunds a paid transfer exactly the short line, and tells the shopper', async () => {
    const shopper = await createUser(ctx.db);
    const { order, tofu, kimchi, tofuLine } = await kimchiAndTofu({
      paymentStatus: 'paid',
      userId: shopper.id,
      customerEmail: shopper.email,
    });
    const res = await pack(order.id, [{ line_id: tofuLine.id, packed_quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    const packed = res.json<PackedOrder>();
    expect(packed).toMatchObject({
      status: 'packed',
      subtotal: 45_000,
      shipping_price: 0,
      total: 45_000,
      final_total: 45_000,
      ordered_total: 54_000,
    });
    expect(packed.refunds_created).toEqual([
      expect.objectContaining({
        amount: 9_000,
        method: 'transfer',
        status: 'to_refund',
        bank_account: null,
        lines: [{ order_item_id: tofuLine.id, quantity: 1 }],
      }),
    ]);
    expect(packed.items.find((i) => i._id === tofuLine.id)?.packing).toMatchObject({
      outcome: 'short',
      packed_quantity: 1,
      short_quantity: 1,
      line_total: 9_000,
    });
    // The unpacked tofu came back once; the kimchi did not move.
    expect(await stockOf(tofu.id)).toBe(11);
    expect(await movementsOf(tofu.id)).toEqual([{ change: 1 }]);
    expect(await movementsOf(kimchi.id)).toEqual([]);

    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: order.customerEmail, kind: 'order_packed' },
    });
    expect(email.textBody).toContain('Out of stock, refunded');
    expect(email.textBody).toContain('₩54,000 → ₩45,000');
    expect(email.textBody).toContain('We will refund ₩9,000');

    const shopperHeaders = {
      authorization: `Bearer ${ctx.app.signUserToken({ id: shopper.id, role: 'customer' })}`,
    };
    const mine = await ctx.app.inject({ url: `/api/orders/${order.id}`, headers: shopperHeaders });
    expect(mine.statusCode, mine.body).toBe(200);
    const shown = mine.json<{
      final_total: number;
      total_price: number;
      products: { product_id: string; packing: { outcome: string } | null }[];
    }>();
    expect(shown).toMatchObject({ final_total: 45_000, total_price: 45_000 });
    expect(shown.products.find((p) => p.product_id === tofu.id)?.packing?.outcome).toBe('short');
    expect(mine.json<{ refunds: object[] }>().refunds).toEqual([
      expect.objectContaining({ amount: 9_000, needs_account: true, from_packing: true }),
    ]);

    // Asked for an account, the shopper names one; the refund queue then shows it.
    const account = {
      bank_name: '국민은행',
      account_number: '123456-01-234567',
      account_holder: '김민지',
    };
    const given = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/refund-account`,
      headers: shopperHeaders,
      payload: account,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<{ refunds: object[] }>().refunds).toEqual([
      expect.objectContaining({ needs_account: false }),
    ]);
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: admin.headers,
    });
    expect(detail.json<{ refunds: object[] }>().refunds).toEqual([
      expect.objectContaining({ amount: 9_000, bank_account: account }),
    ]);
    const twice = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/refund-account`,
      headers: shopperHeaders,
      payload: account,
    });
    expect(twice.statusCode).toBe(409);

    const again = await pack(order.id, []);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_PACKED' });
  });

  it('keeps the promo discount and free delivery as granted', async () => {
    const { order, tofuLine } = await kimchiAndTofu({
      paymentStatus: 'paid',
      discount: 5_000,
      shippingPrice: 0,
    });
    const res = await pack(order.id, [{ line_id: tofuLine.id, packed_quantity: 0 }]);
    expect(res.statusCode, res.body).toBe(200);
    // 36,000 packed less the same 5,000 discount, still delivered free: 31,000 of 49,000.
    expect(res.json<PackedOrder>()).toMatchObject({
      subtotal: 36_000,
      discount: 5_000,
      shipping_price: 0,
      final_total: 31_000,
      ordered_total: 49_000,
    });
    expect(res.json<PackedOrder>().refunds_created.map((r) => r.amount)).toEqual([18_000]);
  });

  it('lets an unpaid transfer owe less, and a deposit of the new amount matches it', async () => {
    const placedAt = new Date(Date.now() - 3_600_000);
    const { order, kimchiLine } = await kimchiAndTofu({ depositorName: '박서준', placedAt });
    // 54,000 ordered; one kimchi short: 42,000.
    const res = await pack(order.id, [{ line_id: kimchiLine.id, packed_quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PackedOrder>()).toMatchObject({ final_total: 42_000, refunds_created: [] });

    const at = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const file = statementCsv('kb', [{ at, name: '박서준', amount: 42_000 }], 'utf8');
    const body = multipartFile('file', 'kb.csv', 'text/csv', file);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/transfers/statements',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [line] = upload.json<{ lines: { match: string; order_id: string | null }[] }>().lines;
    expect(line).toMatchObject({ match: 'exact', order_id: order.id });
  });

  it("changes a cash-on-delivery order's amount due and its packing slip", async () => {
    const { order, kimchiLine } = await kimchiAndTofu({
      paymentMethod: 'cash',
      depositorName: null,
    });
    const res = await pack(order.id, [{ line_id: kimchiLine.id, packed_quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    // 12,000 + 18,000 = 30,000 packed: below the free-delivery threshold, still delivered free.
    expect(res.json<PackedOrder>()).toMatchObject({ final_total: 30_000, refunds_created: [] });

    const list = await ctx.app.inject({
      url: `/api/admin/picking-list?date=${koreanDateOf(order.placedAt)}`,
      headers: admin.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const slip = list
      .json<{
        slips: { order_number: string; total: number; payment_status: string; lines: object[] }[];
      }>()
      .slips.find((s) => s.order_number === order.orderNumber);
    expect(slip).toMatchObject({ total: 30_000, payment_status: 'unpaid' });
    const day = await ctx.app.inject({
      url: `/api/admin/packing?date=${koreanDateOf(order.placedAt)}`,
      headers: admin.headers,
    });
    expect(day.statusCode, day.body).toBe(200);
    const packedOrder = day
      .json<{ orders: { _id: string; status: string; total: number; lines: PackedLine[] }[] }>()
      .orders.find((o) => o._id === order.id);
    expect(packedOrder).toMatchObject({ status: 'packed', total: 30_000 });
    expect(packedOrder?.lines.find((l) => l._id === kimchiLine.id)).toMatchObject({
      quantity: 3,
      substitution: 'refund',
      storage: 'room',
      packing: { outcome: 'short', packed_quantity: 1, short_quantity: 2 },
    });
    expect(slip?.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ quantity: 1, unit_price: 12_000, line_total: 12_000 }),
      ]),
    );
  });

  it('charges a cheaper substitute its price and a dearer one as the original', async () => {
    const cheaper = await createProduct(ctx.db, { sellPrice: 7_500, stockQuantity: 5 });
    const dearer = await createProduct(ctx.db, { sellPrice: 15_000, stockQuantity: 5 });
    const { order, kimchi, tofu, kimchiLine, tofuLine } = await kimchiAndTofu(
      { paymentStatus: 'paid' },
      'allow',
    );
    const res = await pack(order.id, [
      { line_id: tofuLine.id, packed_quantity: 2, substitute_product_id: cheaper.id },
      { line_id: kimchiLine.id, packed_quantity: 3, substitute_product_id: dearer.id },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const packed = res.json<PackedOrder>();
    // Tofu 2 x 7,500 = 15,000 (3,000 less); kimchi 3 x 12,000 as ordered although dearer.
    expect(packed).toMatchObject({ final_total: 51_000, ordered_total: 54_000 });
    expect(packed.refunds_created.map((r) => r.amount)).toEqual([3_000]);
    expect(packed.items.find((i) => i._id === kimchiLine.id)?.packing).toMatchObject({
      outcome: 'substituted',
      unit_price: 12_000,
      line_total: 36_000,
      substitute: { product_id: dearer.id },
    });
    // What went out once, what came back once.
    expect([
      await stockOf(tofu.id),
      await stockOf(cheaper.id),
      await stockOf(kimchi.id),
      await stockOf(dearer.id),
    ]).toEqual([12, 3, 13, 2]);
    expect(await movementsOf(cheaper.id)).toEqual([{ change: -2 }]);
  });

  it('writes to a Korean shopper in Korean: the short line and the substitute', async () => {
    const shopper = await ctx.db.user.update({
      where: { id: (await createUser(ctx.db)).id },
      data: { preferredLanguage: 'ko' },
    });
    const cheaper = await createProduct(ctx.db, { sellPrice: 8_000, nameKr: '부침두부' });
    const { order, kimchiLine, tofuLine } = await kimchiAndTofu(
      { userId: shopper.id, customerEmail: shopper.email, paymentMethod: 'cash' },
      'allow',
    );
    const res = await pack(order.id, [
      { line_id: kimchiLine.id, packed_quantity: 2 },
      { line_id: tofuLine.id, packed_quantity: 2, substitute_product_id: cheaper.id },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // 24,000 + 16,000 = 40,000 to collect at the door instead of 54,000.
    expect(res.json<PackedOrder>()).toMatchObject({ final_total: 40_000, refunds_created: [] });
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: shopper.email, kind: 'order_packed' },
    });
    expect(email.subject).toBe(`주문 ${order.orderNumber}의 상품을 포장했습니다`);
    expect(email.textBody).toContain('- 품절 환불: 상품 1개 (보낸 수량 2개)');
    expect(email.textBody).toContain('- 대체됨: 상품 → 부침두부 2개 (16,000원)');
    expect(email.textBody).toContain('주문 금액: 54,000원 → 40,000원');
    expect(email.textBody).toContain('배송 때 14,000원 줄어든 40,000원만 받습니다.');
  });

  it('refunds a lighter weighed line the missing grams at the price per kg, never charges more', async () => {
    // 삼겹살 약 500g at 15,900 won per kg: 7,950 won each.
    const pork = () =>
      createProduct(ctx.db, {
        sellPrice: 7_950,
        soldByWeight: true,
        pricePerKg: 15_900,
        estimatedGrams: 500,
      });
    const lighter = await pork();
    const heavier = await pork();
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      paymentStatus: 'paid',
      items: [
        { product: lighter, quantity: 2 },
        { product: heavier, quantity: 1 },
      ],
    });
    // 15,900 + 7,950 = 23,850, plus 5,000 delivery: 28,850.
    expect(order.total).toBe(28_850);
    const line = (id: string) => order.items.find((i) => i.productId === id)!.id;
    const res = await pack(order.id, [
      { line_id: line(lighter.id), packed_quantity: 2, grams: 940 },
      { line_id: line(heavier.id), packed_quantity: 1, grams: 530 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const packed = res.json<PackedOrder>();
    // 60 g short of 1,000 g at 15,900 won per kg: 954 won back.
    expect(packed).toMatchObject({ final_total: 27_896, ordered_total: 28_850 });
    expect(packed.refunds_created.map((r) => r.amount)).toEqual([954]);
    expect(packed.items.find((i) => i._id === line(lighter.id))?.packing).toMatchObject({
      outcome: 'weighed',
      grams: 940,
      line_total: 14_946,
    });
    expect(packed.items.find((i) => i._id === line(heavier.id))?.packing).toMatchObject({
      outcome: 'weighed',
      grams: 530,
      line_total: 7_950,
    });
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: order.customerEmail, kind: 'order_packed' },
    });
    expect(email.textBody).toContain(`Weighed: ${lighter.name} 940 g (₩14,946)`);
  });

  it('refuses grams for a product not sold by weight', async () => {
    const { order, tofuLine } = await kimchiAndTofu();
    const res = await pack(order.id, [{ line_id: tofuLine.id, packed_quantity: 2, grams: 500 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NOT_SOLD_BY_WEIGHT' });
  });

  it('refuses a substitute on a line the shopper wants refunded', async () => {
    const other = await createProduct(ctx.db, { sellPrice: 8_000 });
    const { order, tofuLine } = await kimchiAndTofu();
    const res = await pack(order.id, [
      { line_id: tofuLine.id, packed_quantity: 2, substitute_product_id: other.id },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SUBSTITUTION_NOT_ALLOWED' });
    const unchanged = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(unchanged.status).toBe('confirmed');
  });

  it('cancels the issued cash receipt and reissues it for the final amount', async () => {
    const { order, tofuLine } = await kimchiAndTofu({
      cashReceipt: { purpose: 'income_deduction', identifier: '01012345678' },
    });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: admin.headers,
      payload: { action: 'confirm_payment' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = await ctx.db.cashReceipt.findFirstOrThrow({ where: { orderId: order.id } });
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/cash-receipts/${receipt.id}/issued`,
      headers: admin.headers,
      payload: { approval_number: 'HT-20261127-001' },
    });
    expect(issued.statusCode, issued.body).toBe(200);

    const res = await pack(order.id, [{ line_id: tofuLine.id, packed_quantity: 0 }]);
    expect(res.statusCode, res.body).toBe(200);
    const receipts = await ctx.db.cashReceipt.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: 'asc' },
      select: { kind: true, amount: true, status: true },
    });
    expect(receipts).toEqual([
      { kind: 'issue', amount: 54_000, status: 'issued' },
      { kind: 'cancel', amount: 54_000, status: 'due' },
      { kind: 'issue', amount: 36_000, status: 'due' },
    ]);
  });

  it('lets one of two packers finishing the same order at once win', async () => {
    const { order, tofu, tofuLine } = await kimchiAndTofu({ paymentStatus: 'paid' });
    const [a, b] = await Promise.all([
      pack(order.id, [{ line_id: tofuLine.id, packed_quantity: 1 }]),
      pack(order.id, [{ line_id: tofuLine.id, packed_quantity: 0 }]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'ALREADY_PACKED' });
    const refunds = await ctx.db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toHaveLength(1);
    // Stock moved for the winner only: one movement, of what its packing left out.
    const moves = await movementsOf(tofu.id);
    expect(moves).toHaveLength(1);
    expect(await stockOf(tofu.id)).toBe(10 + moves[0]!.change);
    expect(refunds[0]!.amount).toBe(9_000 * moves[0]!.change);
  });

  it('packs only a confirmed order, and ships a packed one', async () => {
    const pending = await kimchiAndTofu({ status: 'pending' });
    const refused = await pack(pending.order.id, []);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_READY_TO_PACK' });

    const { order } = await kimchiAndTofu({ paymentStatus: 'paid' });
    expect((await pack(order.id, [])).json<PackedOrder>()).toMatchObject({
      final_total: 54_000,
      refunds_created: [],
    });
    const shipped = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: admin.headers,
      payload: { action: 'ship', courier: 'cj', tracking_number: '123456789012' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped' });
  });
});
