-- What Korean law asks a product page to show before purchase: the country of origin (원산지), the
-- storage temperature the box is packed at, and the product information notice (상품정보제공고시),
-- whose fields depend on the product's kind, which its category gives. Plus the Korean description.
CREATE TYPE "NoticeKind" AS ENUM ('food', 'processed_food', 'household');
CREATE TYPE "StorageTemperature" AS ENUM ('room', 'chilled', 'frozen');

-- New categories are household goods until the shop team says otherwise; the built-in food
-- categories are set here so an existing shop starts with the right notice.
ALTER TABLE "categories" ADD COLUMN "notice_kind" "NoticeKind" NOT NULL DEFAULT 'household';
UPDATE "categories" SET "notice_kind" = 'food'
  WHERE "name" IN ('Fresh Produce', 'Meat & Eggs', 'Seafood');
UPDATE "categories" SET "notice_kind" = 'processed_food'
  WHERE "name" IN ('Tofu, Kimchi & Side Dishes', 'Rice, Noodles & Pantry', 'Snacks & Sweets', 'Drinks & Dairy');

ALTER TABLE "products" ADD COLUMN "origin" TEXT;
ALTER TABLE "products" ADD COLUMN "storage" "StorageTemperature" NOT NULL DEFAULT 'room';
-- The notice's values by field key (producer, shelf_life, ...); labels and order live in the code.
ALTER TABLE "products" ADD COLUMN "notice" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "products" ADD COLUMN "description_kr" TEXT;
-- The pack size in Korean units (1통, 10개입, 30m x 30롤) for Korean pages; `weight` stays English.
ALTER TABLE "products" ADD COLUMN "weight_kr" TEXT;
