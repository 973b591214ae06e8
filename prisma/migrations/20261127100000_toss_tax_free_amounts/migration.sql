-- Toss Payments learns each order's VAT-exempt part (면세, ADR 0038) as `taxFreeAmount`: the
-- widget sends the payment's when the shopper pays, and every cancel the exempt part of what it
-- gives back (ADR 0040). Payments and refunds made before this sent none, so theirs is 0.
ALTER TABLE "toss_payments" ADD COLUMN "tax_free_amount" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "refunds" ADD COLUMN "tax_exempt" INTEGER NOT NULL DEFAULT 0;

-- The day's reconciliation also counts the payments that agreed, for the back office's screen.
ALTER TABLE "toss_reconciliations" ADD COLUMN "matched" INTEGER NOT NULL DEFAULT 0;
