// The back office's orders list over years of orders (ADR 0043). Three things cost what the
// table's size costs, and each is avoided:
// - Counting every match (a million orders, or the half of them paid by transfer) takes seconds:
//   up to EXACT_COUNT_LIMIT matches are counted, beyond that the planner's estimate is the total
//   and the answer says so (total_estimated).
// - A page past the middle walks every row before it: it is read from the other end instead, in
//   the opposite order, and turned round.
// - A search matches anywhere in five columns: the matches are read first through the trigram
//   index (orders_search_idx: the phone by its digits, the email by the part before its @, ADR
//   0058), then ordered, rather than walking the newest orders until enough match. A whole
//   email address or order number is looked up as one, on its own index.
import type { AdminOrderList, adminOrdersQuery } from '@jangbogi/contracts/admin';
import { calendarDay, koreanDayRange } from '@jangbogi/contracts/korea-time';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';

type OrdersQuery = z.output<typeof adminOrdersQuery>;
type Filters = Omit<OrdersQuery, 'page' | 'limit'>;

export const EXACT_COUNT_LIMIT = 1_000;

/** The list's filters as a condition on `orders o`; the search's terms are matched apart. */
function filterConditions(query: Filters, legacyPostcode: string): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.status) conditions.push(Prisma.sql`o.status = ${query.status}::"OrderStatus"`);
  if (query.payment_status)
    conditions.push(Prisma.sql`o.payment_status = ${query.payment_status}::"PaymentStatus"`);
  if (query.payment_method)
    conditions.push(Prisma.sql`o.payment_method = ${query.payment_method}::"PaymentMethod"`);
  if (query.from) conditions.push(Prisma.sql`o.placed_at >= ${koreanDayRange(query.from).start}`);
  if (query.to) conditions.push(Prisma.sql`o.placed_at < ${koreanDayRange(query.to).end}`);
  if (query.delivery_date)
    conditions.push(Prisma.sql`o.delivery_date = ${calendarDay(query.delivery_date)}::date`);
  if (query.postcode_check)
    conditions.push(Prisma.sql`o.shipping_address ->> 'postal_code' = ${legacyPostcode}`);
  return conditions;
}

const escapeLike = (text: string) =>
  text.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');

/**
 * An email containing q, through the index of the part before its @ (ADR 0058): q without an @
 * is looked for there; with one, the part before it must end that part, and the whole must match.
 */
function emailContains(q: string, contains: string): Prisma.Sql {
  const at = q.indexOf('@');
  if (at === -1) return Prisma.sql`split_part(o.customer_email, '@', 1) ILIKE ${contains}`;
  return Prisma.sql`(split_part(o.customer_email, '@', 1) ILIKE ${`%${escapeLike(q.slice(0, at))}`}
                     AND o.customer_email ILIKE ${contains})`;
}

/** Number, name, email, phone or depositor containing q; phone digits however they were typed. */
function searchCondition(q: string): Prisma.Sql {
  // An email shares most of its trigrams (@, the domain) with every other one, so a whole address
  // is looked up as one, on its own index.
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(q))
    return Prisma.sql`o.customer_email IN (${q}, ${q.toLowerCase()})`;
  // So does a whole order number (the day's digits start every number of that day).
  if (/^\d{8}-\d{4,}$/.test(q)) return Prisma.sql`o.order_number = ${q}`;
  const contains = `%${escapeLike(q)}%`;
  const arms = [
    Prisma.sql`o.order_number ILIKE ${contains}`,
    Prisma.sql`o.customer_name ILIKE ${contains}`,
    emailContains(q, contains),
    Prisma.sql`o.depositor_name ILIKE ${contains}`,
  ];
  // A stored phone is digits and hyphens (normalizeKoreanPhone): its digits, indexed, contain
  // the digits of whatever part of it was typed, with or without hyphens or spaces.
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s-]+$/.test(q) && digits.length > 0)
    arms.push(
      Prisma.sql`regexp_replace(o.customer_phone, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`,
    );
  return Prisma.sql`(${Prisma.join(arms, ' OR ')})`;
}

/** `FROM ... WHERE ...` of the list: the search's matches first when there is a search. */
export function listSource(query: Filters, legacyPostcode: string): Prisma.Sql {
  const conditions = filterConditions(query, legacyPostcode);
  const q = query.q?.trim();
  const where = (all: Prisma.Sql[]) =>
    all.length ? Prisma.sql`WHERE ${Prisma.join(all, ' AND ')}` : Prisma.empty;
  if (!q) return Prisma.sql`FROM orders o ${where(conditions)}`;
  return Prisma.sql`FROM (SELECT o.* FROM orders o ${where([searchCondition(q)])} OFFSET 0) o
                    ${where(conditions)}`;
}

const ROW_COLUMNS = Prisma.sql`
  o.id, o.order_number, o.customer_name, o.customer_email, o.customer_phone, o.total, o.status,
  o.payment_status, o.payment_method, o.depositor_name, o.placed_at, o.delivery_date,
  o.shipping_address ->> 'postal_code' AS postal_code,
  EXISTS (SELECT 1 FROM payment_proofs p WHERE p.order_id = o.id AND p.rejected_at IS NULL) AS has_proof`;

export interface ListRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  total: number;
  status: AdminOrderList['orders'][number]['status'];
  payment_status: AdminOrderList['orders'][number]['payment_status'];
  payment_method: AdminOrderList['orders'][number]['payment_method'];
  depositor_name: string | null;
  placed_at: Date;
  delivery_date: Date | null;
  postal_code: string | null;
  has_proof: boolean;
}

/** The matches counted up to EXACT_COUNT_LIMIT + 1, or undefined past it. */
export function boundedCount(source: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 ${source} LIMIT ${EXACT_COUNT_LIMIT + 1}) m`;
}

/** The page of `limit` rows starting at `start`, newest first, read from whichever end is nearer. */
export function pageStatement(
  source: Prisma.Sql,
  start: number,
  limit: number,
  total: number,
): { statement: Prisma.Sql; reversed: boolean } {
  if (start <= total / 2)
    return {
      statement: Prisma.sql`SELECT ${ROW_COLUMNS} ${source}
        ORDER BY o.placed_at DESC, o.order_number DESC LIMIT ${limit} OFFSET ${start}`,
      reversed: false,
    };
  const take = Math.max(0, Math.min(limit, total - start));
  return {
    statement: Prisma.sql`SELECT ${ROW_COLUMNS} ${source}
      ORDER BY o.placed_at ASC, o.order_number ASC LIMIT ${take} OFFSET ${Math.max(0, total - start - take)}`,
    reversed: true,
  };
}

/** The planner's estimate of the matches, for a count past EXACT_COUNT_LIMIT. */
async function estimatedCount(db: DbOrTx, source: Prisma.Sql): Promise<number> {
  const statement = Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 ${source}`;
  const [row] = await prismaSql(db).query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    statement,
  );
  return Math.round(row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/** The total and the page's rows, newest first. */
export async function listPage(
  db: DbOrTx,
  query: OrdersQuery,
  legacyPostcode: string,
): Promise<{ rows: ListRow[]; total: number; estimated: boolean }> {
  const source = listSource(query, legacyPostcode);
  const sql = prismaSql(db);
  const [counted] = await sql.query<{ n: number }>(boundedCount(source));
  const exact = counted?.n ?? 0;
  const estimated = exact > EXACT_COUNT_LIMIT;
  const total = estimated ? Math.max(exact, await estimatedCount(db, source)) : exact;
  const start = (query.page - 1) * query.limit;
  const { statement, reversed } = pageStatement(source, start, query.limit, total);
  const rows = await sql.query<ListRow>(statement);
  return { rows: reversed ? rows.reverse() : rows, total, estimated };
}
