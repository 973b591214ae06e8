import type { BankPreset } from '@jangbogi/contracts/admin-transfers';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, customerSession } from './helpers/admin.ts';
import { useTestApp, type TestContext } from './helpers/app.ts';
import {
  allBanks,
  statementCsv,
  statementXlsx,
  type FixtureRow,
} from './helpers/bank-statements.ts';
import { createOrder } from './helpers/factories.ts';
import { multipartFile } from './helpers/multipart.ts';

interface PreviewLine {
  line_id: string;
  occurred_at: string;
  depositor: string;
  amount: number;
  match: string;
  order_id: string | null;
  candidates: { order_id: string; reason: string }[];
}

/** A Korean wall-clock time as an instant. */
const kst = (at: string) => new Date(`${at.replace(' ', 'T')}+09:00`);

function transferOrder(ctx: TestContext, depositorName: string, total: number, placedAt: string) {
  return createOrder(ctx.db, {
    depositorName,
    placedAt: kst(placedAt),
    items: [{ unitPrice: total }],
    shippingPrice: 0,
  });
}

async function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  file: Buffer,
  filename = 'statement.csv',
  fields: Record<string, string> = {},
) {
  const body = multipartFile(
    'file',
    filename,
    filename.endsWith('.xlsx')
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv',
    file,
  );
  if (Object.keys(fields).length > 0) {
    // Text fields go before the file part, where the server reads them.
    const boundary = /boundary=(.+)$/.exec(body.headers['content-type'])![1]!;
    const head = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    body.payload = Buffer.concat([Buffer.from(head.join('')), body.payload]);
  }
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/transfers/statements',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function preview(
  ctx: TestContext,
  headers: Record<string, string>,
  file: Buffer,
  filename?: string,
) {
  const res = await upload(ctx, headers, file, filename);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    statement_id: string;
    bank: string;
    lines: PreviewLine[];
    ignored_rows: number;
  }>();
}

function confirm(
  ctx: TestContext,
  headers: Record<string, string>,
  statementId: string,
  body: object = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/transfers/statements/${statementId}/confirm`,
    headers,
    payload: body,
  });
}

const byName = (lines: PreviewLine[], depositor: string) =>
  lines.find((l) => l.depositor === depositor)!;

describe('bank statement layouts and encodings', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  let order: { id: string };
  const rows: FixtureRow[] = [
    { at: '2026-11-20 08:15:00', name: '편의점', amount: -4_500 },
    { at: '2026-11-20 10:31:05', name: '김민지', amount: 35_000 },
    { at: '2026-11-20 11:02:40', name: '모르는사람', amount: 12_000 },
  ];
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
    order = await transferOrder(ctx, '김민지', 35_000, '2026-11-20 09:50:00');
  });

  const cases: [BankPreset, 'utf8' | 'utf8-bom' | 'cp949' | 'xlsx'][] = allBanks.flatMap((bank) => [
    [bank, 'utf8'] as [BankPreset, 'utf8'],
    [bank, 'cp949'] as [BankPreset, 'cp949'],
    [bank, 'xlsx'] as [BankPreset, 'xlsx'],
  ]);
  it.each(cases)(
    'reads a %s statement (%s), proposes the exact match and skips withdrawals',
    async (bank, format) => {
      const file =
        format === 'xlsx' ? await statementXlsx(bank, rows) : statementCsv(bank, rows, format);
      const result = await preview(
        ctx,
        headers,
        file,
        format === 'xlsx' ? `${bank}.xlsx` : `${bank}.csv`,
      );
      expect(result.bank).toBe(bank);
      expect(result.ignored_rows).toBe(1);
      expect(result.lines.map((l) => [l.depositor, l.amount, l.match])).toEqual([
        ['김민지', 35_000, 'exact'],
        ['모르는사람', 12_000, 'none'],
      ]);
      expect(result.lines[0]).toMatchObject({
        order_id: order.id,
        candidates: [{ order_id: order.id, reason: 'exact' }],
      });
      const minutePrecision =
        bank === 'woori' ? '2026-11-20T01:31:00.000Z' : '2026-11-20T01:31:05.000Z';
      expect(result.lines[0]!.occurred_at).toBe(minutePrecision);
    },
  );

  it('reads a UTF-8 file with a byte order mark', async () => {
    const result = await preview(ctx, headers, statementCsv('kb', rows, 'utf8-bom'));
    expect(byName(result.lines, '김민지').match).toBe('exact');
  });
});

describe('matching deposits to unpaid transfer orders', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });

  it('lists the same name and amount on two orders as ambiguous, and pays the one the team picks', async () => {
    const first = await transferOrder(ctx, '이서연', 27_000, '2026-11-18 09:00:00');
    const second = await transferOrder(ctx, '이 서연', 27_000, '2026-11-18 12:00:00');
    const result = await preview(
      ctx,
      headers,
      statementCsv(
        'shinhan',
        [{ at: '2026-11-18 15:00:00', name: '이서연', amount: 27_000 }],
        'cp949',
      ),
    );
    const line = result.lines[0]!;
    expect(line).toMatchObject({ match: 'ambiguous', order_id: null });
    expect(line.candidates.map((c) => c.order_id).sort()).toEqual([first.id, second.id].sort());

    expect((await confirm(ctx, headers, result.statement_id)).json()).toEqual({ paid: [] });
    const picked = await confirm(ctx, headers, result.statement_id, {
      assign: [{ line_id: line.line_id, order_id: second.id }],
    });
    expect(picked.json()).toEqual({ paid: [second.id] });
    const orders = await ctx.db.order.findMany({
      where: { id: { in: [first.id, second.id] } },
      select: { id: true, paymentStatus: true },
    });
    expect(Object.fromEntries(orders.map((o) => [o.id, o.paymentStatus]))).toEqual({
      [first.id]: 'unpaid',
      [second.id]: 'paid',
    });
  });

  it('shows partial and over-payments, similar and romanised names as near misses', async () => {
    const partial = await transferOrder(ctx, '최하늘', 40_000, '2026-11-17 09:00:00');
    const over = await transferOrder(ctx, '정우성', 18_000, '2026-11-17 09:00:00');
    const romanised = await transferOrder(ctx, '박지수', 22_000, '2026-11-17 09:00:00');
    const typo = await transferOrder(ctx, '한지민', 31_000, '2026-11-17 09:00:00');
    const file = statementCsv(
      'kakao',
      [
        { at: '2026-11-17 10:00:00', name: '최하늘', amount: 30_000 },
        { at: '2026-11-17 10:05:00', name: '정우성', amount: 20_000 },
        { at: '2026-11-17 10:10:00', name: 'PARK JISOO', amount: 22_000 },
        { at: '2026-11-17 10:15:00', name: '한지빈', amount: 31_000 },
      ],
      'utf8',
    );
    const { lines, statement_id } = await preview(ctx, headers, file);
    expect(byName(lines, '최하늘')).toMatchObject({
      match: 'near',
      candidates: [{ order_id: partial.id, reason: 'partial_payment' }],
    });
    expect(byName(lines, '정우성')).toMatchObject({
      match: 'near',
      candidates: [{ order_id: over.id, reason: 'over_payment' }],
    });
    expect(byName(lines, 'PARK JISOO')).toMatchObject({
      match: 'near',
      candidates: [{ order_id: romanised.id, reason: 'romanised_name' }],
    });
    expect(byName(lines, '한지빈')).toMatchObject({
      match: 'near',
      candidates: [{ order_id: typo.id, reason: 'similar_name' }],
    });
    // Near misses are never paid without the team choosing them.
    expect((await confirm(ctx, headers, statement_id)).json()).toEqual({ paid: [] });
  });

  it('normalises spaces, case, full-width letters and bank markers in the depositor name', async () => {
    const order = await transferOrder(ctx, 'Kim Minsu', 16_500, '2026-11-16 09:00:00');
    const hangul = await transferOrder(ctx, '오세훈', 9_900, '2026-11-16 09:00:00');
    const file = statementCsv(
      'hana',
      [
        { at: '2026-11-16 10:00:00', name: 'ＫＩＭ　ＭＩＮＳＵ', amount: 16_500 },
        { at: '2026-11-16 10:01:00', name: '오세훈(국민)', amount: 9_900 },
      ],
      'cp949',
    );
    const { lines } = await preview(ctx, headers, file);
    expect(lines.map((l) => [l.match, l.order_id])).toEqual([
      ['exact', order.id],
      ['exact', hangul.id],
    ]);
  });

  it('only matches orders placed before the deposit and within the unpaid window', async () => {
    await transferOrder(ctx, '윤아름', 13_000, '2026-11-10 09:00:00'); // more than 3 days before
    await transferOrder(ctx, '윤아름', 13_000, '2026-11-14 12:00:00'); // after the deposit
    const { lines } = await preview(
      ctx,
      headers,
      statementCsv('nh', [{ at: '2026-11-14 11:00:00', name: '윤아름', amount: 13_000 }], 'utf8'),
    );
    expect(lines[0]).toMatchObject({ match: 'none', candidates: [] });
  });

  it('refuses a file it cannot place, then reads it with a column mapping saved for the bank', async () => {
    const order = await transferOrder(ctx, '강다은', 45_000, '2026-11-15 09:00:00');
    const csv = Buffer.from(
      '날짜,입금자,금액,비고\r\n2026-11-15 13:00,강다은,"45,000",\r\n2026-11-15 14:00,출금,-3000,\r\n',
      'utf8',
    );
    const unknown = await upload(ctx, headers, csv);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_STATEMENT_LAYOUT',
      details: { columns: ['날짜', '입금자', '금액', '비고'] },
    });

    const mapped = await upload(ctx, headers, csv, 'sc.csv', {
      bank: 'SC제일은행',
      date_column: '날짜',
      depositor_column: '입금자',
      amount_column: '금액',
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({
      bank: 'SC제일은행',
      ignored_rows: 1,
      lines: [{ match: 'exact', order_id: order.id }],
    });

    const again = await preview(ctx, headers, csv);
    expect(again.bank).toBe('SC제일은행');
  });

  it('is for the shop team only', async () => {
    const shopper = await customerSession(ctx.app, ctx.db);
    const res = await upload(ctx, shopper.headers, statementCsv('kb', [], 'utf8'));
    expect(res.statusCode).toBe(403);
  });
});

describe('confirming a statement', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = (await adminSession(ctx.app, ctx.db)).headers;
  });

  it('pays exact matches like the button does, and never twice across overlapping files', async () => {
    const a = await transferOrder(ctx, '서민준', 21_000, '2026-11-19 09:00:00');
    const b = await transferOrder(ctx, '배수지', 33_000, '2026-11-19 09:00:00');
    const c = await transferOrder(ctx, '문채원', 17_000, '2026-11-19 09:00:00');
    const morning = [
      { at: '2026-11-19 10:00:00', name: '서민준', amount: 21_000, balance: 521_000 },
      { at: '2026-11-19 10:30:00', name: '배수지', amount: 33_000, balance: 554_000 },
    ];
    const first = await preview(ctx, headers, statementCsv('woori', morning, 'cp949'));
    expect((await confirm(ctx, headers, first.statement_id)).json()).toEqual({
      paid: [a.id, b.id],
    });

    const paid = await ctx.db.order.findUniqueOrThrow({
      where: { id: a.id },
      select: { status: true, paymentStatus: true, paidAt: true },
    });
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const event = await ctx.db.orderEvent.findFirstOrThrow({ where: { orderId: a.id } });
    expect(event).toMatchObject({ action: 'confirm_payment', toPaymentStatus: 'paid' });
    expect(event.note).toBe(
      'Bank deposit 2026-11-19 10:00 from 서민준, ₩21,000 (Woori (우리은행)).',
    );
    const email = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { toAddress: a.customerEmail },
    });
    expect(email.subject).toBe(`Payment received for order ${a.orderNumber}`);
    // The history's note is the back office's, in English: the shopper's email has its own words.
    expect(email.textBody).not.toContain('Bank deposit');
    const deposit = await ctx.db.bankStatementLine.findUniqueOrThrow({
      where: { paidOrderId: a.id },
    });
    expect(deposit).toMatchObject({
      bank: 'woori',
      depositor: '서민준',
      amount: 21_000,
      occurredAt: kst('2026-11-19 10:00:00'),
    });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${a.id}`,
      headers,
    });
    expect(detail.json().bank_deposit).toEqual({
      occurred_at: kst('2026-11-19 10:00:00').toISOString(),
      depositor: '서민준',
      amount: 21_000,
      bank: 'Woori (우리은행)',
    });

    // The afternoon export repeats the morning's second deposit (as UTF-8 this time) and adds one.
    const afternoon = [
      morning[1]!,
      { at: '2026-11-19 14:00:00', name: '문채원', amount: 17_000, balance: 571_000 },
    ];
    const second = await preview(ctx, headers, statementCsv('woori', afternoon, 'utf8'));
    expect(second.lines.map((l) => [l.depositor, l.match, l.order_id])).toEqual([
      ['배수지', 'duplicate', b.id],
      ['문채원', 'exact', c.id],
    ]);
    expect(
      (
        await confirm(ctx, headers, second.statement_id, {
          line_ids: second.lines.map((l) => l.line_id),
        })
      ).json(),
    ).toEqual({ paid: [c.id] });

    const again = await preview(ctx, headers, statementCsv('woori', morning, 'cp949'));
    expect(again.lines.every((l) => l.match === 'duplicate')).toBe(true);
    expect((await confirm(ctx, headers, again.statement_id)).json()).toEqual({ paid: [] });
    expect((await confirm(ctx, headers, first.statement_id)).json()).toEqual({ paid: [] });
    expect(await ctx.db.orderEvent.count({ where: { action: 'confirm_payment' } })).toBe(3);
  });

  it('gives one payment when two admins confirm the same batch at once', async () => {
    const other = await adminSession(ctx.app, ctx.db);
    const orders = await Promise.all(
      ['유재석', '강호동', '신동엽'].map((name, i) =>
        transferOrder(ctx, name, 11_000 + i * 1000, '2026-11-21 09:00:00'),
      ),
    );
    const rows = orders.map((o, i) => ({
      at: `2026-11-21 1${i}:00:00`,
      name: ['유재석', '강호동', '신동엽'][i]!,
      amount: o.total,
    }));
    const batch = await preview(ctx, headers, await statementXlsx('ibk', rows), 'ibk.xlsx');
    expect(batch.lines.every((l) => l.match === 'exact')).toBe(true);

    const [one, two] = await Promise.all([
      confirm(ctx, headers, batch.statement_id),
      confirm(ctx, other.headers, batch.statement_id),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const paid = [...one.json().paid, ...two.json().paid];
    expect(paid.sort()).toEqual(orders.map((o) => o.id).sort());
    const ids = orders.map((o) => o.id);
    expect(
      await ctx.db.orderEvent.count({ where: { orderId: { in: ids }, action: 'confirm_payment' } }),
    ).toBe(3);
    expect(
      await ctx.db.emailOutbox.count({
        where: {
          kind: 'order_confirm_payment',
          toAddress: { in: orders.map((o) => o.customerEmail) },
        },
      }),
    ).toBe(3);
    expect(await ctx.db.bankStatementLine.count({ where: { paidOrderId: { in: ids } } })).toBe(3);
  });

  it('leaves a deposit open when its order was paid with the button meanwhile', async () => {
    const order = await transferOrder(ctx, '김태리', 19_000, '2026-11-21 09:00:00');
    const batch = await preview(
      ctx,
      headers,
      statementCsv('toss', [{ at: '2026-11-21 09:30:00', name: '김태리', amount: 19_000 }], 'utf8'),
    );
    const button = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers,
      payload: { action: 'confirm_payment' },
    });
    expect(button.statusCode).toBe(200);
    expect((await confirm(ctx, headers, batch.statement_id)).json()).toEqual({ paid: [] });
    expect(await ctx.db.bankStatementLine.count({ where: { paidOrderId: order.id } })).toBe(0);
  });

  it('answers 404 for an unknown statement', async () => {
    const res = await confirm(ctx, headers, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});
