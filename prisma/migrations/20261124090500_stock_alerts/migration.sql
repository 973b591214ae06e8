-- Back-in-stock alerts: a shopper leaves an email on a sold-out product and is emailed once when
-- it is back, in the order they asked.
CREATE TABLE "stock_alerts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "product_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "user_id" UUID,
    "language" TEXT NOT NULL DEFAULT 'en',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notified_at" TIMESTAMPTZ(3),

    CONSTRAINT "stock_alerts_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "stock_alerts_product_id_notified_at_created_at_idx" ON "stock_alerts"("product_id", "notified_at", "created_at");
-- One waiting alert per email and product.
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts"("product_id", "email") WHERE "notified_at" IS NULL;

ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
