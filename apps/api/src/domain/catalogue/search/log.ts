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

/**
 * Records a search of the results page; answers its id for the click. The record does not wait
 * for its write-ahead log to reach the disk (synchronous_commit off for this statement's own
 * transaction): a crash may lose the last fraction of a second of records, which a report of
 * what shoppers search for does not miss, and the shopper's page no longer waits for a flush
 * (ADR 55).
 */
export async function recordSearch(
  sql: Sql,
  search: { query: string; language: Language; results: number },
): Promise<string> {
  const [row] = await sql.query<{ id: string }>(Prisma.sql`
    INSERT INTO search_log (query, language, results)
    SELECT ${normaliseText(search.query)}::text, ${search.language}::text, ${search.results}::int
    FROM (SELECT set_config('synchronous_commit', 'off', true)) unflushed
    RETURNING id::text AS id`);
  return row!.id;
}

interface SearchToken {
  query: string;
  language: Language;
  results: number;
}

const token = (prefix: string, search: SearchToken) =>
  `${prefix}.${Buffer.from(JSON.stringify([search.query, search.language, search.results])).toString('base64url')}`;

/** The id of a header box answer: what to record if the shopper opens one of its answers. */
export const headerSearchId = (search: SearchToken) => token('h', search);

/**
 * The id of a results page after the first: a click marks the search its first page recorded
 * (the latest of the same text, language and count), never records a second one.
 */
export const laterPageSearchId = (search: SearchToken) => token('p', search);

/** How far back a click on a later page looks for the search its first page recorded. */
const LATER_PAGE_WINDOW_HOURS = 6;

function readSearchToken(id: string): SearchToken | null {
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
  if (searchId.startsWith('p.')) {
    const page = readSearchToken(searchId);
    if (!page) return;
    await sql.execute(Prisma.sql`
      UPDATE search_log SET clicked = true
      WHERE id = (
        SELECT id FROM search_log
        WHERE created_at >= now() - make_interval(hours => ${LATER_PAGE_WINDOW_HOURS})
          AND query = ${normaliseText(page.query)} AND language = ${page.language}
          AND results = ${page.results}
        ORDER BY created_at DESC LIMIT 1)`);
    return;
  }
  const header = searchId.startsWith('h.') ? readSearchToken(searchId) : null;
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
