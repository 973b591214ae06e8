-- Categories and subcategories can be archived: hidden from the storefront, kept for order history.
ALTER TABLE "categories" ADD COLUMN "archived_at" TIMESTAMPTZ(3);

ALTER TABLE "subcategories" ADD COLUMN "archived_at" TIMESTAMPTZ(3);
