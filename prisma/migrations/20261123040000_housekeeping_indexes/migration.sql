-- Housekeeping deletes by age: expired idempotency keys, rate-limit rows past their window,
-- stale guest sessions. These indexes keep each pass from reading the whole table.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

CREATE INDEX "guest_sessions_last_seen_at_idx" ON "guest_sessions"("last_seen_at");

CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits"("reset_at");
