-- Categories and subcategories can be archived: hidden from the storefront, kept for order history.
ALTER TABLE "categories" ADD COLUMN "archived_at" TIMESTAMPTZ(3);

ALTER TABLE "subcategories" ADD COLUMN "archived_at" TIMESTAMPTZ(3);

-- Archiving changes which category and subcategory pages exist, so the page anchors cached per
-- catalogue generation (20261123050000_catalogue_paging) must be recomputed then too.
DROP TRIGGER "subcategories_changed" ON "subcategories";
CREATE TRIGGER "subcategories_changed"
    AFTER INSERT OR DELETE OR UPDATE OF "category_id", "archived_at" ON "subcategories"
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
DROP TRIGGER "categories_changed" ON "categories";
CREATE TRIGGER "categories_changed"
    AFTER INSERT OR DELETE OR UPDATE OF "archived_at" ON "categories"
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
