-- Each night the shop compares the day's Toss orders with Toss's transactions (GET
-- /v1/transactions, ADR 0040) and keeps the day's report: every mismatch, for the back office.
CREATE TABLE "toss_reconciliations" (
    "day" DATE NOT NULL,
    "checked_at" TIMESTAMPTZ(3) NOT NULL,
    "toss_transactions" INTEGER NOT NULL,
    "mismatches" JSONB NOT NULL,

    CONSTRAINT "toss_reconciliations_pkey" PRIMARY KEY ("day")
);
