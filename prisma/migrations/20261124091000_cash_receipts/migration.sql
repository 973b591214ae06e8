-- Cash receipts (현금영수증): the receipt a shopper asks for at checkout is kept on the order; each
-- paid order gets the receipts the shop owes, due five days after payment (Korean time), until
-- the team records the approval number Hometax gave. A refund cancels a receipt and, for a
-- partial one, reissues it for the rest.
CREATE TYPE "CashReceiptKind" AS ENUM ('issue', 'cancel');
CREATE TYPE "CashReceiptStatus" AS ENUM ('due', 'issued', 'void');
CREATE TYPE "CashReceiptPurpose" AS ENUM ('income_deduction', 'expense_proof');

ALTER TABLE "orders" ADD COLUMN "cash_receipt" JSONB;

CREATE TABLE "cash_receipts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "order_id" UUID NOT NULL,
    "kind" "CashReceiptKind" NOT NULL,
    "purpose" "CashReceiptPurpose" NOT NULL,
    "identifier" TEXT NOT NULL,
    "requested" BOOLEAN NOT NULL,
    "amount" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "status" "CashReceiptStatus" NOT NULL DEFAULT 'due',
    "approval_number" TEXT,
    "issued_at" TIMESTAMPTZ(3),
    "issued_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cash_receipts_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "cash_receipts_order_id_idx" ON "cash_receipts"("order_id");
CREATE INDEX "cash_receipts_status_due_date_idx" ON "cash_receipts"("status", "due_date");

ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "cash_receipts" ADD CONSTRAINT "cash_receipts_issued_by_id_fkey" FOREIGN KEY ("issued_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
