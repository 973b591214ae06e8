-- The back office's filter by payment status alone, newest first. orders_status_payment_status_
-- placed_at_idx leads with the order's status: PostgreSQL 18 skip-scans it, but PostgreSQL 15 has
-- no skip scan and walked orders_placed_at_idx through a million orders for the few hundred
-- awaiting review (p95 3.4 s). This index reads them in the list's order.
-- Built CONCURRENTLY (ADR 0043), so the checkout keeps writing orders meanwhile.
CREATE INDEX CONCURRENTLY "orders_payment_status_placed_at_order_number_idx"
  ON "orders" ("payment_status", "placed_at", "order_number");
