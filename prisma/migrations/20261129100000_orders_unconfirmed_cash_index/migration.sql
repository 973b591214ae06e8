-- The cash orders nobody confirmed, which the auto-cancel job cancels, are a few hundred orders
-- among years of them. Its batch walked orders_placed_at_idx from the oldest order and filtered
-- out the rest (997,279 rows removed by the filter, 14 s cold over a million orders on
-- PostgreSQL 15, about a second warm), holding the batch's row locks meanwhile. This index holds
-- only those orders, in the job's order: 0.3 ms.
-- Built CONCURRENTLY (ADR 0043), so the checkout keeps writing orders meanwhile.
CREATE INDEX CONCURRENTLY "orders_unconfirmed_cash_idx" ON "orders" ("placed_at")
  WHERE "payment_method" = 'cash' AND "status" = 'pending';
