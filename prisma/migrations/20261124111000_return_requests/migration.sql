-- Returns the shopper asks for (return policy): a wrong or defective item within 3 days of
-- delivery, a missing one within 1 day, with photos. The shop approves (and then records the
-- refund through the refund panel, which links it here) or refuses with a reason.
CREATE TYPE "ReturnStatus" AS ENUM ('requested', 'approved', 'refused', 'refunded');
CREATE TYPE "ReturnReason" AS ENUM ('wrong_item', 'defective_item', 'missing_item');

CREATE TABLE "return_requests" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "order_id" UUID NOT NULL,
    "status" "ReturnStatus" NOT NULL DEFAULT 'requested',
    "reason" "ReturnReason" NOT NULL,
    "note" TEXT,
    "language" "Language" NOT NULL DEFAULT 'en',
    "refusal_reason" TEXT,
    "refund_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMPTZ(3),
    "refunded_at" TIMESTAMPTZ(3),

    CONSTRAINT "return_requests_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "return_requests_refund_id_key" ON "return_requests"("refund_id");
CREATE INDEX "return_requests_order_id_idx" ON "return_requests"("order_id");
CREATE INDEX "return_requests_status_created_at_idx" ON "return_requests"("status", "created_at");

CREATE TABLE "return_request_lines" (
    "return_id" UUID NOT NULL,
    "order_item_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,

    CONSTRAINT "return_request_lines_pkey" PRIMARY KEY ("return_id", "order_item_id"),
    CONSTRAINT "return_request_lines_quantity_check" CHECK ("quantity" > 0)
);

CREATE INDEX "return_request_lines_order_item_id_idx" ON "return_request_lines"("order_item_id");

-- Private like transfer screenshots: served only through short-lived signed links.
CREATE TABLE "return_photos" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "return_id" UUID NOT NULL,
    "file_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "return_photos_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "return_photos_return_id_idx" ON "return_photos"("return_id");

ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "return_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_fkey" FOREIGN KEY ("return_id") REFERENCES "return_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
