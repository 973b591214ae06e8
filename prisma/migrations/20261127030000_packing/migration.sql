-- The packing day (ADR 0039): an order is packed between confirmed and shipped. The packer
-- records what went into the box for each line; the order's figures become those of the box.
ALTER TYPE "OrderStatus" ADD VALUE 'packed' AFTER 'confirmed';

-- What the shopper wants when a line cannot go out as ordered: a similar product, or a refund.
CREATE TYPE "Substitution" AS ENUM ('allow', 'refund');

-- An account's choice, offered first at checkout; a new account (and so a guest) asks for refunds.
ALTER TABLE "users" ADD COLUMN "substitution_default" "Substitution" NOT NULL DEFAULT 'refund';

ALTER TABLE "order_items" ADD COLUMN "substitution" "Substitution" NOT NULL DEFAULT 'refund';
-- Set when the order is packed: the units that went into the box (of the substitute, when there
-- is one), the price charged for each, the weight of a weighed line and the line's final value.
ALTER TABLE "order_items" ADD COLUMN "packed_quantity" INTEGER;
ALTER TABLE "order_items" ADD COLUMN "packed_unit_price" INTEGER;
ALTER TABLE "order_items" ADD COLUMN "packed_grams" INTEGER;
ALTER TABLE "order_items" ADD COLUMN "packed_total" INTEGER;
ALTER TABLE "order_items" ADD COLUMN "substitute_product_id" UUID;
ALTER TABLE "order_items" ADD COLUMN "substitute_name" TEXT;
ALTER TABLE "order_items" ADD COLUMN "substitute_name_kr" TEXT;
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_product_id_fkey"
  FOREIGN KEY ("substitute_product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "order_items_substitute_product_id_idx" ON "order_items"("substitute_product_id");

-- What the order came to before packing, kept for the shopper's email and My Orders.
ALTER TABLE "orders" ADD COLUMN "packed_at" TIMESTAMPTZ(3);
ALTER TABLE "orders" ADD COLUMN "ordered_total" INTEGER;
