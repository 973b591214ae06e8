-- The catalogue at 100,000 products: no per-row image lookup in lists, page anchors instead of
-- counting and OFFSET on every request, prefix search straight from an index, and search grams
-- cheap enough to bulk-load 100,000 products in seconds.

-- The same grams as before (each 1- and 2-character piece of the lower-cased text, pieces of
-- only spaces left out), built from a few regular-expression calls instead of a set-returning
-- query per row, which made every insert pay a planned subquery (several times slower). Pieces
-- may repeat in the array; the GIN index keeps each key once per row.
CREATE OR REPLACE FUNCTION "search_grams"(input TEXT) RETURNS TEXT[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT array_remove(array_remove(array_remove(
        regexp_split_to_array(lower(input), '')
        || regexp_split_to_array(regexp_replace(lower(input), '(..)', E'\\1\x01', 'g'), E'\x01')
        || regexp_split_to_array(regexp_replace(substr(lower(input), 2), '(..)', E'\\1\x01', 'g'), E'\x01'),
        ''), ' '), '  ')
$$;

-- Each product carries the URL of its main image (main first, then by position), kept by triggers
-- on product_images so that every way of changing images keeps it right.
ALTER TABLE "products" ADD COLUMN "main_image_url" TEXT;

CREATE FUNCTION "refresh_main_image_urls"(product_ids UUID[]) RETURNS VOID
    LANGUAGE sql AS $$
    UPDATE products p SET main_image_url = m.url
    FROM (
        SELECT ids.id, (
            SELECT i.url FROM product_images i WHERE i.product_id = ids.id
            ORDER BY i.is_main DESC, i.sort_order, i.created_at LIMIT 1
        ) AS url
        FROM (SELECT DISTINCT unnest(product_ids) AS id) ids
    ) m
    WHERE p.id = m.id AND p.main_image_url IS DISTINCT FROM m.url
$$;

CREATE FUNCTION "product_images_changed"() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM refresh_main_image_urls(ARRAY(SELECT product_id FROM new_images));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM refresh_main_image_urls(ARRAY(SELECT product_id FROM old_images));
    ELSE
        PERFORM refresh_main_image_urls(ARRAY(
            SELECT product_id FROM new_images UNION SELECT product_id FROM old_images));
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "product_images_inserted" AFTER INSERT ON "product_images"
    REFERENCING NEW TABLE AS new_images
    FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
CREATE TRIGGER "product_images_updated" AFTER UPDATE ON "product_images"
    REFERENCING OLD TABLE AS old_images NEW TABLE AS new_images
    FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();
CREATE TRIGGER "product_images_deleted" AFTER DELETE ON "product_images"
    REFERENCING OLD TABLE AS old_images
    FOR EACH STATEMENT EXECUTE FUNCTION product_images_changed();

UPDATE "products" p SET "main_image_url" = (
    SELECT i.url FROM product_images i WHERE i.product_id = p.id
    ORDER BY i.is_main DESC, i.sort_order, i.created_at LIMIT 1);

-- One row whose generation goes up, in the same transaction, whenever the set or the order of
-- listed products can change (a product added, archived, moved or deleted; a category or
-- subcategory added, moved or deleted). API instances keep each list's page anchors and total
-- for one generation and check it on every request, so no count runs per request and two
-- instances never disagree. Stock and price edits do not touch it.
CREATE TABLE "catalogue_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "generation" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "catalogue_state_pkey" PRIMARY KEY ("id")
);
INSERT INTO "catalogue_state" ("id", "generation") VALUES (1, 0);

CREATE FUNCTION "bump_catalogue_generation"() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE catalogue_state SET generation = generation + 1 WHERE id = 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER "products_listing_changed"
    AFTER INSERT OR DELETE OR UPDATE OF "archived_at", "subcategory_id", "list_position" ON "products"
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
CREATE TRIGGER "subcategories_changed"
    AFTER INSERT OR DELETE OR UPDATE OF "category_id" ON "subcategories"
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
CREATE TRIGGER "categories_changed"
    AFTER INSERT OR DELETE ON "categories"
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();

-- Category and subcategory pages seek through live products of one subcategory in list order.
CREATE INDEX "products_live_subcategory_list_position_idx" ON "products"("subcategory_id", "list_position")
    WHERE "archived_at" IS NULL;

-- Header search: names that start with the query come first and are read from these indexes in
-- name order (the database's C.UTF-8 collation lets LIKE 'abc%' use a plain b-tree), so no
-- candidate limit can drop them.
CREATE INDEX "products_live_name_prefix_idx" ON "products"(lower("name"), "list_position" DESC)
    WHERE "archived_at" IS NULL;
CREATE INDEX "products_live_name_kr_prefix_idx" ON "products"(lower("name_kr"), "list_position" DESC)
    WHERE "archived_at" IS NULL;
