-- Delivery days: each order may carry the Korean calendar day the shopper chose, and a row per
-- day counts the orders taken for it, so a day's capacity (shop settings) is never exceeded.
ALTER TABLE "orders" ADD COLUMN "delivery_date" DATE;
CREATE INDEX "orders_delivery_date_idx" ON "orders"("delivery_date");

CREATE TABLE "delivery_slots" (
    "day" DATE NOT NULL,
    "taken" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "delivery_slots_pkey" PRIMARY KEY ("day")
);
