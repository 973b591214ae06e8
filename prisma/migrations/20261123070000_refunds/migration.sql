-- Refunds of paid orders: whole cancellations or returned lines, and what each line gave back.
CREATE TYPE "RefundMethod" AS ENUM ('transfer', 'cash');
CREATE TYPE "RefundStatus" AS ENUM ('to_refund', 'refunded');

ALTER TABLE "order_items" ADD COLUMN "returned_quantity" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "order_items_returned_quantity_check" CHECK ("returned_quantity" BETWEEN 0 AND "quantity");

CREATE TABLE "refunds" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "order_id" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "method" "RefundMethod" NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'to_refund',
    "bank_name" TEXT,
    "account_number" TEXT,
    "account_holder" TEXT,
    "lines" JSONB NOT NULL,
    "cancels_order" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT,
    "created_by_user_id" UUID,
    "refunded_by_user_id" UUID,
    "refunded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "refunds_amount_check" CHECK ("amount" >= 0)
);

CREATE INDEX "refunds_order_id_created_at_idx" ON "refunds"("order_id", "created_at");
CREATE INDEX "refunds_status_idx" ON "refunds"("status");

ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_fkey" FOREIGN KEY ("created_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_user_id_fkey" FOREIGN KEY ("refunded_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
