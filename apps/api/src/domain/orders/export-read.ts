// The orders of an export, read batch by batch, newest first, so that a month of orders (about
// 30,000, 150,000 lines) is never in memory at once and the file's first bytes leave after the
// first batch. Each batch starts after the last order of the one before (keyset paging on the
// list's own order), all of them inside one read-only REPEATABLE READ transaction: the file is one
// snapshot of the orders, as a single query's would be, while the lines of each batch are read on
// the same connection between batches (a cursor would keep the connection busy until it ends).
import type pg from 'pg';
import type { Courier } from '@jangbogi/contracts/shipping';
import { LEGACY_DEFAULT_POSTCODE } from '@jangbogi/contracts/postcode';
import type { adminOrdersExportQuery } from '@jangbogi/contracts/admin';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.ts';
import { pgSql, type Sql } from '../../db/sql.ts';
import { listSource } from './back-office-list.ts';

type ExportFilters = Omit<z.output<typeof adminOrdersExportQuery>, 'format'>;

/**
 * Orders per batch: about 1,000 lines, a megabyte or two of rows. A month as XLSX peaked at
 * 252 MB RSS with 500 a batch and 227 MB with 200, in the same time (heap used 86 MB either way:
 * the server's own); fewer rows in flight leave less for the allocator to hold on to.
 */
export const EXPORT_BATCH_ORDERS = 200;
const FIRST_BATCH_ORDERS = 50;

export interface ExportedLine {
  productName: string;
  productNameKr: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  packedQuantity: number | null;
  packedUnitPrice: number | null;
  packedGrams: number | null;
  packedTotal: number | null;
  packedShortQuantity: number | null;
  substituteName: string | null;
  substituteNameKr: string | null;
}

export interface ExportedOrder {
  id: string;
  orderNumber: string;
  placedAt: Date;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paidAt: Date | null;
  depositorName: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: unknown;
  deliveryRequest: unknown;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shippingPrice: number;
  remoteAreaSurcharge: number;
  total: number;
  courier: Courier | null;
  trackingNumber: string | null;
  items: ExportedLine[];
}

const ORDER_COLUMNS = Prisma.sql`
  o.id, o.order_number AS "orderNumber", o.placed_at AS "placedAt", o.status::text AS status,
  o.payment_method::text AS "paymentMethod", o.payment_status::text AS "paymentStatus",
  o.paid_at AS "paidAt", o.depositor_name AS "depositorName", o.customer_name AS "customerName",
  o.customer_email AS "customerEmail", o.customer_phone AS "customerPhone",
  o.shipping_address AS "shippingAddress", o.delivery_request AS "deliveryRequest", o.subtotal,
  o.discount, o.promo_code AS "promoCode", o.shipping_price AS "shippingPrice",
  o.remote_area_surcharge AS "remoteAreaSurcharge", o.total, o.courier::text AS courier,
  o.tracking_number AS "trackingNumber"`;

interface Position {
  placedAt: Date;
  orderNumber: string;
}

/** The next batch of the list's matches after `after`, newest first (the list's order). */
function batchStatement(filters: ExportFilters, after: Position | undefined, size: number) {
  // The list's FROM ... WHERE as a subquery: without a search PostgreSQL flattens it, so the
  // position below reaches orders_placed_at_idx; with one, the search's matches are read first.
  const source = listSource(filters, LEGACY_DEFAULT_POSTCODE);
  const position = after
    ? Prisma.sql`WHERE o.placed_at <= ${after.placedAt}
        AND (o.placed_at, o.order_number) < (${after.placedAt}, ${after.orderNumber})`
    : Prisma.empty;
  return Prisma.sql`SELECT ${ORDER_COLUMNS} FROM (SELECT o.* ${source}) o ${position}
    ORDER BY o.placed_at DESC, o.order_number DESC LIMIT ${size}`;
}

const linesStatement = (orderIds: string[]) => Prisma.sql`
  SELECT i.order_id AS "orderId", i.product_name AS "productName",
         i.product_name_kr AS "productNameKr", i.unit_price AS "unitPrice", i.quantity,
         i.line_total AS "lineTotal", i.packed_quantity AS "packedQuantity",
         i.packed_unit_price AS "packedUnitPrice", i.packed_grams AS "packedGrams",
         i.packed_total AS "packedTotal", i.packed_short_quantity AS "packedShortQuantity",
         i.substitute_name AS "substituteName", i.substitute_name_kr AS "substituteNameKr"
    FROM order_items i
   WHERE i.order_id = ANY(${orderIds}::uuid[])
   ORDER BY i.product_name, i.id`;

async function withLines(sql: Sql, orders: Omit<ExportedOrder, 'items'>[]) {
  const lines = await sql.query<ExportedLine & { orderId: string }>(
    linesStatement(orders.map((o) => o.id)),
  );
  const byOrder = new Map<string, ExportedLine[]>(orders.map((o) => [o.id, []]));
  for (const { orderId, ...line } of lines) byOrder.get(orderId)?.push(line);
  return orders.map((o) => ({ ...o, items: byOrder.get(o.id) ?? [] }));
}

/**
 * The filtered orders with their lines, `size` orders a batch. The connection is the pool's
 * until the last batch is read or the caller stops early (returning the iterator ends the
 * transaction and gives the connection back).
 */
export async function* exportedOrders(
  pool: pg.Pool,
  filters: ExportFilters,
  size = EXPORT_BATCH_ORDERS,
): AsyncGenerator<ExportedOrder[], void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const sql = pgSql(client);
    let after: Position | undefined;
    // A small first batch, so that the file starts at once; then full ones.
    let take = Math.min(FIRST_BATCH_ORDERS, size);
    for (;;) {
      // Planned for each batch's values, like the list's search (a LIKE pattern's plan).
      const orders = await sql.query<Omit<ExportedOrder, 'items'>>(
        batchStatement(filters, after, take),
        { prepare: false },
      );
      if (orders.length) yield await withLines(sql, orders);
      if (orders.length < take) break;
      after = orders.at(-1);
      take = size;
    }
  } finally {
    // Read-only: ending it changes nothing. A connection that cannot end it is not reused.
    await client.query('ROLLBACK').then(
      () => client.release(),
      (error: Error) => client.release(error),
    );
  }
}
