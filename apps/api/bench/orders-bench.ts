// Three years of orders (BENCH_CASES=orders, pg15-orders): the back office, My Orders, the
// exports and the jobs on a shop with BENCH_HISTORY_ORDERS orders (1,000,000) by a fifth as many
// customers, measured from outside the API with the load generator. Each screen that has a floor
// (orders-floor-server.ts: plain pg, the same statements) is measured beside it in the same run.
import { createHmac } from 'node:crypto';
import getPort from 'get-port';
import type pg from 'pg';
import { createPrismaClient } from '../src/db/client.ts';
import { generateOrderHistory } from '../src/db/seed/generate-orders.ts';
import { runLoad, type LoadResult } from './load.ts';
import { exportFiles, HEAP_LIMIT_MB, type ExportFigure } from './orders-export.ts';
import { ordersJobs, type JobFigure } from './orders-jobs.ts';
import { startTsChild, stopChild, waitUntilAnswering } from './processes.ts';
import { log } from './settings.ts';

export const HISTORY_ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 1_000_000);
const HISTORY_CUSTOMERS = Number(
  process.env.BENCH_HISTORY_CUSTOMERS ?? Math.max(1, Math.floor(HISTORY_ORDERS / 5)),
);
const SECONDS_EACH = Number(process.env.BENCH_ORDERS_SECONDS ?? 4);

export interface OrdersBenchContext {
  /** Which database, for the table: "PostgreSQL 18.1 (builtin C.UTF-8)". */
  label: string;
  databaseUrl: string;
  env: Record<string, string>;
  apiUrl: string;
  apiPid: number;
}

/** Writes the history when the database has fewer orders; answers the seconds it took. */
export async function ensureOrderHistory(databaseUrl: string): Promise<number | undefined> {
  const db = createPrismaClient(databaseUrl, 4);
  try {
    if ((await db.order.count()) >= HISTORY_ORDERS) return undefined;
    log(`writing ${HISTORY_ORDERS} orders by ${HISTORY_CUSTOMERS} customers ...`);
    const started = performance.now();
    await generateOrderHistory(db, {
      orders: HISTORY_ORDERS,
      customers: HISTORY_CUSTOMERS,
      seed: 1,
    });
    const seconds = (performance.now() - started) / 1000;
    log(`wrote the history in ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    await db.$disconnect();
  }
}

/** An HS256 token like the API's own (src/plugins/app/auth.ts), signed with the server's secret. */
export function token(userId: string, role: 'admin' | 'customer', secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ typ: 'user', sub: userId, role, ver: 0, auth_time: now, iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** What the cases ask for, read from the history itself. */
async function inputs(client: pg.Client) {
  const one = async <T>(sql: string) => (await client.query<T & pg.QueryResultRow>(sql)).rows[0]!;
  const admin = await one<{ id: string }>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`);
  const heavy = await one<{ id: string; orders: number }>(
    `SELECT user_id AS id, count(*)::int AS orders FROM orders WHERE user_id IS NOT NULL
      GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const sample = await one<{
    order_number: string;
    customer_name: string;
    customer_email: string;
    last_four: string;
    day: string;
    month_from: string;
    month_to: string;
    total: number;
  }>(`SELECT order_number, customer_name, customer_email, right(customer_phone, 4) AS last_four,
             to_char(delivery_date, 'YYYY-MM-DD') AS day,
             to_char(date_trunc('month', placed_at - interval '2 months'), 'YYYY-MM-DD') AS month_from,
             to_char(date_trunc('month', placed_at - interval '1 month') - interval '1 day', 'YYYY-MM-DD') AS month_to,
             (SELECT count(*)::int FROM orders) AS total
        FROM orders WHERE user_id IS NOT NULL ORDER BY placed_at DESC OFFSET 5000 LIMIT 1`);
  return { admin, heavy, sample };
}

interface Figure {
  name: string;
  api: LoadResult;
  floor?: LoadResult | undefined;
  maxP95Ms: number;
}

/** A GET on the API and then on the floor, one connection each, after a warm-up of both. */
async function pair(
  name: string,
  servers: { api: string; floor?: string | undefined },
  path: string,
  headers: Record<string, string>,
  maxP95Ms: number,
): Promise<Figure> {
  const load = (baseUrl: string, durationSeconds: number) =>
    runLoad({ baseUrl, connections: 1, durationSeconds, next: () => ({ path, headers }) });
  for (const url of [servers.api, servers.floor]) if (url) await load(url, 1);
  const api = await load(servers.api, SECONDS_EACH);
  const floor = servers.floor ? await load(servers.floor, SECONDS_EACH) : undefined;
  const failed = api.non2xx + api.errors;
  // A request slower than the run is never answered within it: no answers is a failure, not 0 ms.
  const unanswered = api.requests === 0 ? ' — NO ANSWER within the run' : '';
  log(
    `${name}: api p95 ${api.p95} ms${floor ? ` | floor p95 ${floor.p95} ms` : ''}${failed ? ` — ${failed} failed (${JSON.stringify(api.statuses)})` : ''}${unanswered}`,
  );
  return { name, api, floor, maxP95Ms };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Every figure of one database as table rows: | database | figure | API | floor | ratio | target | met |. */
export async function ordersBench(client: pg.Client, ctx: OrdersBenchContext): Promise<string[]> {
  await client.query('VACUUM ANALYZE orders, order_items, users');
  const { admin, heavy, sample } = await inputs(client);
  const secret = ctx.env.JWT_SECRET ?? '';
  const adminHeaders = { authorization: `Bearer ${token(admin.id, 'admin', secret)}` };
  const shopperHeaders = { authorization: `Bearer ${token(heavy.id, 'customer', secret)}` };
  log(
    `${ctx.label}: ${sample.total} orders; heaviest shopper ${heavy.orders} orders; searching ${sample.order_number}, ${sample.customer_name}, ${sample.customer_email}, ${sample.last_four}`,
  );

  const floorPort = await getPort({ host: '127.0.0.1' });
  const floorChild = startTsChild('floor-orders', 'bench/orders-floor-server.ts', {
    ...ctx.env,
    PORT: String(floorPort),
    HOST: '127.0.0.1',
  });
  const floor = `http://127.0.0.1:${floorPort}`;
  await waitUntilAnswering(floorChild, `${floor}/health`, 60_000, 10);
  const figures: Figure[] = [];
  const exports: ExportFigure[] = [];
  let jobs: JobFigure[] = [];
  try {
    const both = { api: ctx.apiUrl, floor };
    const list = (query: string) => `/api/admin/orders?${query}`;
    const lastPage = Math.max(1, Math.ceil(sample.total / 20));
    const cases: [string, string, number][] = [
      ['orders list, newest first, page 1', list('page=1&limit=20'), 50],
      [`orders list, last page (${lastPage})`, list(`page=${lastPage}&limit=20`), 50],
      ['filter: status pending', list('status=pending'), 100],
      ['filter: payment status proof_submitted', list('payment_status=proof_submitted'), 100],
      ['filter: payment method account transfer', list('payment_method=account_transfer'), 100],
      [`filter: delivery day ${sample.day}`, list(`delivery_date=${sample.day}`), 100],
      [
        `filter: placed ${sample.month_from} to ${sample.month_to}`,
        list(`from=${sample.month_from}&to=${sample.month_to}`),
        100,
      ],
      ['search: order number', list(`q=${encodeURIComponent(sample.order_number)}`), 100],
      ['search: name', list(`q=${encodeURIComponent(sample.customer_name)}`), 100],
      ['search: email', list(`q=${encodeURIComponent(sample.customer_email)}`), 100],
      ['search: last four phone digits', list(`q=${sample.last_four}`), 100],
      ['review queue (transfers awaiting money)', '/api/admin/review-queue', 50],
      ['dashboard', '/api/admin/dashboard', 100],
    ];
    for (const [name, path, max] of cases)
      figures.push(await pair(name, both, path, adminHeaders, max));
    // Screens without a floor statement: the API alone.
    for (const [name, path] of [
      ['cash-receipt queue (due)', '/api/admin/cash-receipts?status=due'],
      ['returns queue (requested)', '/api/admin/returns?status=requested'],
      ['refund queue (approved returns)', '/api/admin/returns?status=approved'],
    ] as const)
      figures.push(await pair(name, { api: ctx.apiUrl }, path, adminHeaders, 50));
    figures.push(
      await pair(
        `My Orders, a shopper with ${heavy.orders} orders`,
        both,
        '/api/orders',
        shopperHeaders,
        30,
      ),
    );
    const month = `from=${sample.month_from}&to=${sample.month_to}`;
    exports.push(
      ...(await exportFiles(
        ctx.env,
        ['csv', 'xlsx'].map((format) => ({
          name: `export of a month (${month.replace('&', ', ')}) as ${format.toUpperCase()}`,
          path: `/api/admin/orders/export?${month}&format=${format}`,
        })),
        adminHeaders,
      )),
    );
    jobs = await ordersJobs(ctx.databaseUrl, ctx.env.UPLOAD_DIR ?? '/nonexistent');
  } finally {
    await stopChild(floorChild);
  }

  const row = (cells: string[]) => `| ${ctx.label} | ${cells.join(' | ')} |`;
  return [
    ...figures.map((f) => {
      const answered = f.api.requests > 0;
      const ok = answered && f.api.non2xx + f.api.errors === 0;
      return row([
        f.name,
        answered ? `p95 ${ms(f.api.p95)}${ok ? '' : ' (errors)'}` : 'no answer within the run',
        f.floor ? `p95 ${ms(f.floor.p95)}` : '—',
        f.floor ? (f.api.p95 / Math.max(f.floor.p95, 1)).toFixed(2) : '—',
        `p95 < ${f.maxP95Ms} ms`,
        ok && f.api.p95 < f.maxP95Ms ? 'yes' : '**no**',
      ]);
    }),
    ...exports.flatMap((e) => [
      row([
        `${e.name}: first byte / whole file (${(e.bytes / 2 ** 20).toFixed(1)} MiB)`,
        `${ms(e.firstByteMs)} / ${ms(e.totalMs)}`,
        '—',
        '—',
        '< 1 s / < 30 s',
        e.status === 200 && e.firstByteMs < 1_000 && e.totalMs < 30_000 ? 'yes' : '**no**',
      ]),
      row([
        `${e.name}: API heap used at its peak (RSS beside it)`,
        `${e.peakHeapMb.toFixed(0)} MB (RSS ${e.peakRssMb.toFixed(0)} MB)`,
        '—',
        '—',
        `heap < ${HEAP_LIMIT_MB} MB (the API's limit)`,
        e.status === 200 && e.peakHeapMb > 0 && e.peakHeapMb < HEAP_LIMIT_MB ? 'yes' : '**no**',
      ]),
    ]),
    ...jobs.map((j) =>
      row([
        `job ${j.name}: one pass (${j.outcome}); longest write lock on orders`,
        `${ms(j.totalMs)}; ${ms(j.longestTransactionMs)}`,
        '—',
        '—',
        '< 5 s; < 1 s',
        j.totalMs < 5_000 && j.longestTransactionMs < 1_000 ? 'yes' : '**no**',
      ]),
    ),
  ];
}
