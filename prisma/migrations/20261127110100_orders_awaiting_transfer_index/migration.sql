-- The transfers waiting for their money (the review queue, the dashboard's count, the statement
-- matching, the reminders and the auto-cancel) are a few hundred orders among years of them. The
-- list walked orders_placed_at_idx from the oldest order and filtered out everything else: 5.7 s
-- over a million orders. This index holds only those orders, in the queue's order.
-- Built CONCURRENTLY (ADR 0043), so the checkout keeps writing orders meanwhile.
CREATE INDEX CONCURRENTLY "orders_awaiting_transfer_idx" ON "orders" ("placed_at", "order_number")
  WHERE "payment_method" = 'account_transfer'
    AND "payment_status" IN ('unpaid', 'proof_submitted')
    AND "status" <> 'cancelled';
