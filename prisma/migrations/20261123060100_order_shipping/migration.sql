-- Marking an order shipped records the courier and its tracking number.
CREATE TYPE "Courier" AS ENUM ('cj', 'hanjin', 'lotte', 'epost', 'logen', 'other');

ALTER TABLE "orders" ADD COLUMN "courier" "Courier",
ADD COLUMN "tracking_number" TEXT;
