-- Refunds of orders paid through Toss Payments go back through Toss's cancel API (ADR 0040): the
-- refund's method is `toss`, and it keeps what Toss answered, the cancel's transaction key or the
-- reason it failed, for the back office to see and retry.
ALTER TYPE "RefundMethod" ADD VALUE 'toss';

ALTER TABLE "refunds" ADD COLUMN "gateway_attempted_at" TIMESTAMPTZ(3),
                      ADD COLUMN "gateway_transaction_key" TEXT,
                      ADD COLUMN "gateway_error" TEXT,
                      ADD COLUMN "gateway_refusals" INTEGER NOT NULL DEFAULT 0;
