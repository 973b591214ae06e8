// Two figures of three years of orders that need more than the history: the bank statement
// matching (20,000 unpaid transfers written for it) and the guest checkout rush, measured on the
// new shop before the history is written and again beside it, in the same run.
import type pg from 'pg';
import { token } from './orders-bench.ts';
import { guestRush, RUSH_SHARE_TARGET } from './orders-rush.ts';
import { statementMatching } from './orders-statement.ts';

const STATEMENT_TARGET_MS = 5_000;

/**
 * Runs the rush on the new shop now; answers what to run once the history is there, which
 * gives the table rows (| database | figure | API | floor | ratio | target | met |).
 */
export async function historyBesideNewShop(
  client: pg.Client,
  ctx: { apiUrl: string; env: Record<string, string> },
  label: string,
): Promise<() => Promise<string[]>> {
  const newShop = await guestRush(client, ctx.apiUrl, 'new shop');
  return async () => {
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM users WHERE role = 'admin' LIMIT 1`,
    );
    const admin = {
      authorization: `Bearer ${token(rows[0]!.id, 'admin', ctx.env.JWT_SECRET ?? '')}`,
    };
    const statement = await statementMatching(client, ctx.apiUrl, admin);
    const beside = await guestRush(client, ctx.apiUrl, 'beside the history');
    const share = beside.perSecond / Math.max(newShop.perSecond, 1e-9);
    const row = (cells: string[]) => `| ${label} | ${cells.join(' | ')} |`;
    const clean = (r: typeof beside) => Object.keys(r.statuses).every((s) => s === '201');
    const rush = (r: typeof beside) =>
      `${r.perSecond.toFixed(0)}/s, p99 ${r.p99.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms${clean(r) ? '' : ` (${JSON.stringify(r.statuses)})`}`;
    return [
      row([
        `bank statement of ${statement.lines.toLocaleString('en-US')} lines (${statement.exact.toLocaleString('en-US')} exact) against ${statement.orders.toLocaleString('en-US')} unpaid transfers`,
        `${statement.ms.toFixed(0)} ms${statement.status === 200 ? '' : ` (${statement.status})`}`,
        '—',
        '—',
        '< 5 s',
        statement.status === 200 && statement.ms < STATEMENT_TARGET_MS ? 'yes' : '**no**',
      ]),
      row([
        'guest checkout rush beside the history (API) against the new shop (floor column), orders/s',
        rush(beside),
        rush(newShop),
        `${(share * 100).toFixed(0)}%`,
        `>= ${RUSH_SHARE_TARGET * 100}% of the new shop`,
        clean(beside) && clean(newShop) && share >= RUSH_SHARE_TARGET ? 'yes' : '**no**',
      ]),
    ];
  };
}
