// A bank statement of 2,000 deposits against 20,000 unpaid transfer orders, matched by the API's
// own endpoint (POST /api/admin/transfers/statements: read the file, store its lines, propose a
// match for each) and timed from outside. The orders are written beside the history for the run
// and removed after it, with the statement, so the other cases never see them.
import type pg from 'pg';
import { log } from './settings.ts';

const OPEN_ORDERS = Number(process.env.BENCH_STATEMENT_ORDERS ?? 20_000);
const DEPOSITS = Number(process.env.BENCH_STATEMENT_LINES ?? 2_000);
const PREFIX = 'STMT-';
const FILE_NAME = 'bench-kb-statement.csv';
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = ['민준', '서연', '지우', '하준', '도윤', '서윤', '지호', '하은', '예준', '지민'];

export interface StatementFigure {
  orders: number;
  lines: number;
  exact: number;
  status: number;
  ms: number;
}

/** The KB export layout (거래내역조회), one deposit a row, as the shop team downloads it. */
function kbStatement(deposits: { at: Date; name: string; amount: number }[]): Buffer {
  const kst = (at: Date) =>
    new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const rows = [
    '거래내역조회',
    '계좌번호,123456-01-234567',
    '',
    '거래일시,적요,보낸분/받는분,송금메모,출금액(원),입금액(원),잔액(원),거래점,구분',
    ...deposits.map(
      (d, i) =>
        `${kst(d.at).replaceAll('-', '.')},타행이체,${d.name},,0,"${d.amount.toLocaleString('en-US')}","${(1_000_000 + i * d.amount).toLocaleString('en-US')}",강남역,입금`,
    ),
  ];
  return Buffer.from(rows.join('\r\n'), 'utf8');
}

function multipart(file: Buffer, fileName: string): { body: Buffer; type: string } {
  const boundary = `----bench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Writes OPEN_ORDERS unpaid transfer orders placed between two days and an hour ago (names and
 * totals varied, a few shared), uploads a statement whose deposits, in the last half hour, pay
 * DEPOSITS of them, and removes both after.
 */
export async function statementMatching(
  client: pg.Client,
  apiUrl: string,
  adminHeaders: Record<string, string>,
): Promise<StatementFigure> {
  const now = Date.now();
  await client.query(
    `INSERT INTO orders (order_number, customer_name, customer_email, customer_phone,
                         shipping_address, status, payment_method, payment_status, depositor_name,
                         subtotal, shipping_price, total, tax_exempt, placed_at, delivery_date)
     SELECT $1 || lpad(n::text, 6, '0'), name, 'statement' || n || '@bench.jangbogi.kr',
            '010-5555-' || lpad((n % 10000)::text, 4, '0'),
            jsonb_build_object('full_name', name, 'street', '서울특별시 강남구 테헤란로 152',
                               'city', '강남구', 'state', '서울특별시', 'postal_code', '06236',
                               'country', 'KR', 'phone', '010-5555-0000'),
            'pending', 'account_transfer', 'unpaid', name, amount, 0, amount, amount,
            to_timestamp($2::float8 / 1000) - make_interval(secs => 3600 + n * 169200.0 / $3),
            (to_timestamp($2::float8 / 1000) AT TIME ZONE 'Asia/Seoul')::date + 1
       FROM generate_series(1, $3::int) AS n,
            LATERAL (SELECT ($4::text[])[1 + n % 10] || ($5::text[])[1 + (n / 10) % 10] AS name,
                            10000 + (n * 7919) % 90000 AS amount) AS picked`,
    [PREFIX, now, OPEN_ORDERS, FAMILY, GIVEN],
  );
  try {
    const { rows } = await client.query<{ name: string; amount: number }>(
      `SELECT depositor_name AS name, total AS amount FROM orders WHERE order_number LIKE $1 || '%'
        ORDER BY order_number LIMIT $2`,
      [PREFIX, DEPOSITS],
    );
    const file = kbStatement(
      rows.map((r, i) => ({ at: new Date(now - (DEPOSITS - i) * 1000), ...r })),
    );
    const { body, type } = multipart(file, FILE_NAME);
    const started = performance.now();
    const response = await fetch(`${apiUrl}/api/admin/transfers/statements`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': type },
      body,
    });
    const preview = (await response.json()) as { lines?: { match: string }[] };
    const ms = performance.now() - started;
    const lines = preview.lines ?? [];
    const figure = {
      orders: OPEN_ORDERS,
      lines: lines.length,
      exact: lines.filter((line) => line.match === 'exact').length,
      status: response.status,
      ms,
    };
    log(
      `bank statement: ${figure.status}, ${figure.lines} lines (${figure.exact} exact) against ${OPEN_ORDERS} open orders in ${ms.toFixed(0)} ms`,
    );
    return figure;
  } finally {
    // Its lines go with it (ON DELETE CASCADE).
    await client.query(`DELETE FROM bank_statements WHERE file_name = $1`, [FILE_NAME]);
    await client.query(`DELETE FROM orders WHERE order_number LIKE $1 || '%'`, [PREFIX]);
  }
}
