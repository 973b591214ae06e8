-- Bank statement import: uploaded statements, their deposits (one row per deposit, unique by
-- fingerprint) and the column layouts mapped by hand.
CREATE TABLE "bank_statements" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "bank" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "bank_statements_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "bank_statement_lines" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "statement_id" UUID NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "bank" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "depositor" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "paid_order_id" UUID,
    "confirmed_by_id" UUID,
    "confirmed_at" TIMESTAMPTZ(3),
    CONSTRAINT "bank_statement_lines_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "bank_column_mappings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "bank" TEXT NOT NULL,
    "date_column" TEXT NOT NULL,
    "time_column" TEXT,
    "depositor_column" TEXT NOT NULL,
    "amount_column" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "bank_column_mappings_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "bank_statement_lines_fingerprint_key" ON "bank_statement_lines"("fingerprint");
CREATE UNIQUE INDEX "bank_statement_lines_paid_order_id_key" ON "bank_statement_lines"("paid_order_id");
CREATE INDEX "bank_statement_lines_statement_id_idx" ON "bank_statement_lines"("statement_id");
CREATE UNIQUE INDEX "bank_column_mappings_bank_key" ON "bank_column_mappings"("bank");

ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_fkey" FOREIGN KEY ("statement_id") REFERENCES "bank_statements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_paid_order_id_fkey" FOREIGN KEY ("paid_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_confirmed_by_id_fkey" FOREIGN KEY ("confirmed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
