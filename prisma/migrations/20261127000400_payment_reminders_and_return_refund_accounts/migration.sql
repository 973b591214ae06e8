-- An unpaid transfer order is reminded once, a day before it is cancelled: the reminder job sets
-- this in the transaction that queues the email, so no instance sends it twice.
ALTER TABLE "orders" ADD COLUMN "payment_reminder_sent_at" TIMESTAMPTZ(3);

-- A return on an order paid by transfer names the bank account its refund goes to, as a paid
-- order's cancellation does.
ALTER TABLE "return_requests" ADD COLUMN "bank_name" TEXT;
ALTER TABLE "return_requests" ADD COLUMN "account_number" TEXT;
ALTER TABLE "return_requests" ADD COLUMN "account_holder" TEXT;
