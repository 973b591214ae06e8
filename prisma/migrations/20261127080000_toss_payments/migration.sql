-- Card, easy-pay and virtual-account payments through Toss Payments (ADR 0040). An order paid
-- this way has one toss_payments row: the orderId the widget was given, the amount the server
-- fixed, and what Toss answered once the payment was confirmed. While `waiting`, the order holds
-- its stock until hold_expires_at; then a job cancels it.
ALTER TYPE "PaymentMethod" ADD VALUE 'toss';

CREATE TYPE "TossPaymentStatus" AS ENUM ('waiting', 'done', 'canceled', 'partial_canceled',
                                         'waiting_for_deposit', 'expired', 'aborted');

CREATE TABLE "toss_payments" (
    "order_id" UUID NOT NULL,
    "toss_order_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "TossPaymentStatus" NOT NULL DEFAULT 'waiting',
    "language" TEXT NOT NULL,
    "hold_expires_at" TIMESTAMPTZ(3) NOT NULL,
    "cart_line_ids" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "payment_key" TEXT,
    "method" TEXT,
    "approved_at" TIMESTAMPTZ(3),
    "receipt_url" TEXT,
    "balance_amount" INTEGER,
    "va_bank_code" TEXT,
    "va_account_number" TEXT,
    "va_due_date" TIMESTAMPTZ(3),
    "fail_code" TEXT,
    "fail_message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "toss_payments_pkey" PRIMARY KEY ("order_id")
);

CREATE UNIQUE INDEX "toss_payments_toss_order_id_key" ON "toss_payments"("toss_order_id");
CREATE UNIQUE INDEX "toss_payments_payment_key_key" ON "toss_payments"("payment_key");
CREATE INDEX "toss_payments_status_hold_expires_at_idx" ON "toss_payments"("status", "hold_expires_at");
CREATE INDEX "toss_payments_approved_at_idx" ON "toss_payments"("approved_at");

ALTER TABLE "toss_payments" ADD CONSTRAINT "toss_payments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
