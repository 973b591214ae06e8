// What shoppers searched for, with no shopper identity: the text, the page's language, how many
// results it found and whether one was opened. The header box records nothing as the shopper
// types (each keystroke is a search); its answer carries a token that a click turns into a record.
import type { SearchReport, SearchReportRow } from '@jangbogi/contracts/admin-search';
import type { Sql } from '../../../db/sql.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../lib/i18n/language.ts';
import { normaliseText } from './text.ts';

export const SEARCH_LOG_RETENTION_DAYS = 90;
const REPORT_ROWS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Records a search of the results page; answers its id for the click. */
export async function recordSearch(
  sql: Sql,
  search: { query: string; language: Language; results: number },
): Promise<string> {
  const [row] = await sql.query<{ id: string }>(Prisma.sql`
    INSERT INTO search_log (query, language, results)
    VALUES (${normaliseText(search.query)}, ${search.language}, ${search.results})
    RETURNING id::text AS id`);
  return row!.id;
}

/** The id of a header box answer: what to record if the shopper opens one of its answers. */
export function headerSearchId(search: { query: string; language: Language; results: number }) {
  const payload = JSON.stringify([search.query, search.language, search.results]);
  return `h.${Buffer.from(payload).toString('base64url')}`;
}

function readHeaderSearchId(
  id: string,
): { query: string; language: Language; results: number } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(id.slice(2), 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [query, language, results] = value as unknown[];
    if (typeof query !== 'string' || query.length === 0 || query.length > 100) return null;
    if (language !== 'en' && language !== 'ko') return null;
    if (typeof results !== 'number' || !Number.isInteger(results) || results < 0) return null;
    return { query, language, results };
  } catch {
    return null;
  }
}

/** The shopper opened an answer of this search. Unknown or malformed ids change nothing. */
export async function recordClick(sql: Sql, searchId: string): Promise<void> {
  if (UUID.test(searchId)) {
    await sql.execute(
      Prisma.sql`UPDATE search_log SET clicked = true WHERE id = ${searchId}::uuid`,
    );
    return;
  }
  const header = searchId.startsWith('h.') ? readHeaderSearchId(searchId) : null;
  if (!header) return;
  await sql.execute(Prisma.sql`
    INSERT INTO search_log (query, language, results, clicked)
    VALUES (${normaliseText(header.query)}, ${header.language}, ${header.results}, true)`);
}

interface ReportRow {
  query: string;
  searches: number;
  clicks: number;
  results: number;
  last_searched_at: Date;
}

export async function searchReport(
  sql: Sql,
  days: number,
  now = new Date(),
): Promise<SearchReport> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const top = (onlyEmpty: boolean) =>
    sql.query<ReportRow>(Prisma.sql`
      SELECT query, count(*)::int AS searches, count(*) FILTER (WHERE clicked)::int AS clicks,
        (array_agg(results ORDER BY created_at DESC))[1] AS results, max(created_at) AS last_searched_at
      FROM search_log
      WHERE created_at >= ${since}
      GROUP BY query
      ${onlyEmpty ? Prisma.sql`HAVING (array_agg(results ORDER BY created_at DESC))[1] = 0` : Prisma.empty}
      ORDER BY searches DESC, last_searched_at DESC, query
      LIMIT ${REPORT_ROWS}`);
  const toRow = (row: ReportRow): SearchReportRow => ({
    ...row,
    last_searched_at: row.last_searched_at.toISOString(),
  });
  const [topSearches, zeroResults] = [await top(false), await top(true)];
  return {
    days,
    top_searches: topSearches.map(toRow),
    zero_result_searches: zeroResults.map(toRow),
  };
}

/** The housekeeping rule: records older than the retention go. */
export async function deleteOldSearches(sql: Sql, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SEARCH_LOG_RETENTION_DAYS * 86_400_000);
  return sql.execute(Prisma.sql`DELETE FROM search_log WHERE created_at < ${before}`);
}

/** Units sold over the last 30 days, for ranking; refreshed with the housekeeping pass. */
export async function refreshSales(sql: Sql, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  return sql.execute(Prisma.sql`
    WITH sold AS (
      SELECT i.product_id, sum(i.quantity - i.returned_quantity)::int AS units
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.placed_at >= ${since} AND o.status <> 'cancelled' AND i.product_id IS NOT NULL
      GROUP BY i.product_id
    )
    UPDATE products p SET sales_30d = coalesce(sold.units, 0)
    FROM products q LEFT JOIN sold ON sold.product_id = q.id
    WHERE p.id = q.id AND p.sales_30d IS DISTINCT FROM coalesce(sold.units, 0)`);
}
