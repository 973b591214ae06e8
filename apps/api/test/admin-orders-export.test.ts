import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { createOrder, createProduct } from './helpers/factories.ts';

describe('exporting orders', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  let shipped: Awaited<ReturnType<typeof createOrder>>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
    const kimchi = await createProduct(ctx.db, {
      name: 'Kimchi',
      nameKr: '배추김치',
      sellPrice: 12_000,
    });
    const tofu = await createProduct(ctx.db, { name: 'Tofu', nameKr: '두부', sellPrice: 2_500 });
    shipped = await createOrder(ctx.db, {
      status: 'shipped',
      paymentStatus: 'paid',
      depositorName: '김민지',
      placedAt: new Date('2026-11-20T01:00:00Z'),
      items: [
        { product: kimchi, quantity: 2 },
        { product: tofu, quantity: 3 },
      ],
    });
    await ctx.db.order.update({
      where: { id: shipped.id },
      data: {
        courier: 'cj',
        trackingNumber: '601234567890',
        paidAt: new Date('2026-11-20T02:00:00Z'),
      },
    });
    await createOrder(ctx.db, {
      paymentMethod: 'cash',
      placedAt: new Date('2026-11-21T01:00:00Z'),
    });
  });

  it('writes the filtered orders as CSV with a BOM, one row per line, Hangul intact', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=csv&status=shipped',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="jangbogi-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(
      'Order number,Placed (KST),Status,Payment method,Payment status,Paid (KST),Depositor',
    );
    expect(lines[1]).toBe(
      [
        shipped.orderNumber,
        '2026-11-20 10:00',
        'shipped',
        'account_transfer',
        'paid',
        '2026-11-20 11:00',
        '김민지',
        shipped.customerName,
        shipped.customerEmail,
        shipped.customerPhone,
        '"123 Teheran-ro, Seoul, Gangnam-gu, 06234"',
        '',
        shipped.customerName,
        shipped.customerPhone,
        '',
        'Kimchi',
        '배추김치',
        '12000',
        '2',
        '24000',
        '31500',
        '0',
        '',
        '5000',
        '0',
        '36500',
        'CJ Logistics (CJ대한통운)',
        '601234567890',
        '',
      ].join(','),
    );
    expect(lines[2]).toContain('Tofu,두부,2500,3,7500,31500');
  });

  it('writes headers and values in Korean when asked from the Korean back office', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders/export?format=${format}&status=shipped`,
        headers: { ...headers, 'accept-language': 'ko' },
      });
      expect(res.statusCode).toBe(200);
      let rows: unknown[][];
      if (format === 'csv') {
        rows = res.rawPayload
          .subarray(3)
          .toString('utf8')
          .trim()
          .split('\r\n')
          .map((line) => line.split(','));
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        rows = [];
        workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      }
      expect(rows[0]?.slice(0, 7)).toEqual([
        '주문번호',
        '주문일시(KST)',
        '주문 상태',
        '결제 방법',
        '결제 상태',
        '결제일시(KST)',
        '입금자명',
      ]);
      expect(rows[0]?.slice(-3)).toEqual(['택배사', '송장번호', '포장 결과']);
      expect(rows[1]?.slice(2, 5)).toEqual(['발송', '계좌이체', '결제 완료']);
      expect(rows[1]).toContain('CJ대한통운');
    }
  });

  it('writes the same rows as XLSX', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=xlsx&q=김민지',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(shipped.orderNumber);
    expect(sheet.getRow(2).getCell(17).value).toBe('배추김치');
    expect(sheet.getRow(2).getCell(26).value).toBe(36_500);
    // Won amounts shown with thousands separators, a bold header that stays in view.
    expect(sheet.getRow(2).getCell(26).numFmt).toBe('#,##0');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes a packed order as it went into the box, in both languages', async () => {
    const ramyun = await createProduct(ctx.db, {
      name: 'Ramyun',
      nameKr: '라면',
      sellPrice: 4_000,
    });
    const eggs = await createProduct(ctx.db, { name: 'Eggs', nameKr: '달걀', sellPrice: 7_000 });
    const duckEggs = await createProduct(ctx.db, {
      name: 'Duck Eggs',
      nameKr: '오리알',
      sellPrice: 6_500,
      stockQuantity: 5,
    });
    const order = await createOrder(ctx.db, {
      status: 'confirmed',
      customerName: '박서준',
      items: [
        { product: ramyun, quantity: 3 },
        { product: eggs, quantity: 2, substitution: 'allow' },
      ],
    });
    const line = (id: string) => order.items.find((i) => i.productId === id)!.id;
    const packed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/pack`,
      headers,
      payload: {
        lines: [
          { line_id: line(ramyun.id), packed_quantity: 2 },
          { line_id: line(eggs.id), packed_quantity: 2, substitute_product_id: duckEggs.id },
        ],
      },
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const rowsIn = async (language: string) => {
      const res = await ctx.app.inject({
        url: '/api/admin/orders/export?format=csv&q=박서준',
        headers: { ...headers, 'accept-language': language },
      });
      return res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').slice(1);
    };
    // Product, Korean name, unit price, quantity, line total ... subtotal, and the packing at the
    // end: 2 x 4,000 + 2 x 6,500 = 21,000.
    const [duck, ramyunRow] = await rowsIn('en');
    expect(duck).toContain('Duck Eggs,오리알,6500,2,13000,21000');
    expect(duck).toMatch(/,Substitute for Eggs$/);
    expect(ramyunRow).toContain('Ramyun,라면,4000,2,8000,21000');
    expect(ramyunRow).toMatch(/,Short 1 \(ordered 3\)$/);
    const korean = await rowsIn('ko');
    expect(korean[0]).toMatch(/,포장 완료,.*,달걀 대신 대체$/);
    expect(korean[1]).toMatch(/,품절 1개 \(주문 3개\)$/);
  });

  it('refuses an unknown format', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=pdf',
      headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
