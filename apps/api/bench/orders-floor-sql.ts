// The statements the back office's order screens need at their least, for the orders floor
// (orders-floor-server.ts): the list's are the API's own (src/domain/orders/back-office-list.ts);
// the others are written here as the API's Prisma queries read.
import { LEGACY_DEFAULT_POSTCODE } from '@jangbogi/contracts/postcode';
import {
  boundedCount,
  EXACT_COUNT_LIMIT,
  listSource,
  pageStatement,
} from '../src/domain/orders/back-office-list.ts';

export type OrdersQuery = Partial<
  Record<
    'status' | 'payment_status' | 'payment_method' | 'from' | 'to' | 'delivery_date' | 'q',
    string
  >
> & { page?: string; limit?: string };

/** The list's statements as the API builds them (back-office-list.ts), from the raw query. */
export function listStatements(query: OrdersQuery) {
  const source = listSource(
    {
      status: query.status as never,
      payment_status: query.payment_status as never,
      payment_method: query.payment_method as never,
      from: query.from,
      to: query.to,
      delivery_date: query.delivery_date,
      q: query.q,
    },
    LEGACY_DEFAULT_POSTCODE,
  );
  return {
    count: boundedCount(source),
    estimate: { text: `EXPLAIN (FORMAT JSON) SELECT 1 ${source.text}`, values: source.values },
    page: (start: number, limit: number, total: number) =>
      pageStatement(source, start, limit, total),
    exactLimit: EXACT_COUNT_LIMIT,
  };
}

/** Account-transfer orders waiting for their money, oldest first (the review queue). */
export const REVIEW_QUEUE_SQL = `
SELECT o.id, o.order_number, o.customer_name, o.customer_email, o.depositor_name, o.total,
       o.status, o.payment_status, o.placed_at,
       (SELECT p.file_key FROM payment_proofs p WHERE p.order_id = o.id AND p.rejected_at IS NULL
         ORDER BY p.created_at DESC LIMIT 1) AS proof
  FROM orders o
 WHERE o.payment_method = 'account_transfer' AND o.status <> 'cancelled'
   AND o.payment_status IN ('unpaid', 'proof_submitted')
 ORDER BY o.placed_at, o.order_number LIMIT 500`;

/** A shopper's 200 newest orders with their lines (My Orders). */
export const MY_ORDERS_SQL = `
SELECT o.*, (SELECT coalesce(json_agg(i), '[]') FROM order_items i WHERE i.order_id = o.id) AS items
  FROM orders o WHERE o.user_id = $1
 ORDER BY o.placed_at DESC, o.order_number DESC LIMIT 200`;

/** The dashboard's counts: today's orders and revenue, the review queue, pending, low stock. */
export const DASHBOARD_SQL = `
SELECT (SELECT count(*) FROM orders WHERE placed_at >= $1 AND placed_at < $2) AS todays_orders,
       (SELECT coalesce(sum(total), 0) FROM orders
         WHERE placed_at >= $1 AND placed_at < $2 AND status <> 'cancelled') AS todays_revenue,
       (SELECT count(*) FROM orders WHERE payment_method = 'account_transfer'
           AND status <> 'cancelled' AND payment_status IN ('unpaid', 'proof_submitted')) AS review_queue,
       (SELECT count(*) FROM orders WHERE status = 'pending') AS pending_orders,
       (SELECT count(*) FROM products WHERE archived_at IS NULL AND stock_quantity <= 5) AS low_stock`;
