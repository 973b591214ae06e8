// BENCH_CASES=orders (the embedded PostgreSQL 18) and pg15-orders (Debian's PostgreSQL 15 in a
// libc C.UTF-8 database): three years of orders, every figure of both in one table.
import { execFileSync } from 'node:child_process';
import type pg from 'pg';
import { debianOrders } from './debian-orders.ts';
import { serverVersion } from './debian-search.ts';
import { ensureOrderHistory, HISTORY_ORDERS, ordersBench } from './orders-bench.ts';
import { historyCases } from './orders-history-cases.ts';
import { withDatabase } from '../src/db/embedded.ts';
import { CASES, PRODUCTS } from './settings.ts';

interface OrdersCasesContext {
  url: string;
  env: Record<string, string>;
  apiUrl: string;
  apiPid: number;
  start: (
    name: string,
    env: Record<string, string>,
  ) => Promise<{ baseUrl: string; pid: number; stop: () => Promise<void> }>;
  prepareDatabase: (url: string) => Promise<number | undefined>;
}

const load = () =>
  execFileSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load average:\s*/, '');

/** The orders table as markdown, or undefined when neither case was asked for. */
export async function ordersCases(
  client: pg.Client,
  ctx: OrdersCasesContext,
): Promise<string | undefined> {
  if (!CASES.has('orders') && !CASES.has('pg15-orders')) return undefined;
  const loadAtStart = load();
  const rows: string[] = [];
  const history: string[] = [];
  if (CASES.has('orders')) {
    const label = `PostgreSQL ${await serverVersion(client)} (builtin C.UTF-8)`;
    const seconds = await ensureOrderHistory(ctx.url);
    if (seconds !== undefined) history.push(`${label}: ${seconds.toFixed(0)} s`);
    rows.push(
      ...(await ordersBench(client, {
        label,
        databaseUrl: ctx.url,
        env: ctx.env,
        apiUrl: ctx.apiUrl,
        apiPid: ctx.apiPid,
      })),
      // The bank statement, and the checkout rush beside the history against a new shop.
      ...(await historyCases(client, ctx, label, withDatabase(ctx.url, 'jangbogi_new_shop'))),
    );
  }
  if (CASES.has('pg15-orders')) {
    const pg15 = await debianOrders(ctx.env, ctx);
    if (pg15.historySeconds !== undefined)
      history.push(`PostgreSQL 15 (libc C.UTF-8): ${pg15.historySeconds.toFixed(0)} s`);
    rows.push(...pg15.rows);
  }
  return [
    `Three years of orders: ${HISTORY_ORDERS.toLocaleString('en-US')} orders, a fifth as many customers, ` +
      `${PRODUCTS.toLocaleString('en-US')} products; load average at the start ${loadAtStart}, at the end ${load()}. ` +
      `History written (generateOrderHistory, as \`pnpm db:seed --orders\`): ${history.join('; ') || 'already there'}.`,
    '',
    '| Database | Figure | API | Floor | API / floor | Target | Met |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n');
}
