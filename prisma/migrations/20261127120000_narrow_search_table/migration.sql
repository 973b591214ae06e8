-- A narrow copy of what search reads (ADR 34, "The narrow search table"): the search document
-- and the columns that filter, rank and sort, one row per live product. At 100,000 products it
-- is a small fraction of the products table, so it stays in memory: search finds, tiers, filters,
-- sorts and pages here, and reads products only for the rows of the page it answers. The
-- document is still computed by the API into products (where search_source tells when it is out
-- of date); triggers on products copy every change into this table, whoever writes it.
CREATE TABLE "products_search" (
    -- The product's id: one row per live product.
    "id" UUID NOT NULL,
    "search_name_kr" TEXT NOT NULL,
    "search_name_en" TEXT NOT NULL,
    "search_words" TEXT NOT NULL,
    "search_doc" TEXT NOT NULL,
    "search_alt" TEXT NOT NULL,
    -- The names as shown, for the name order within a tier.
    "name" TEXT NOT NULL,
    "name_kr" TEXT NOT NULL,
    "subcategory_id" UUID NOT NULL,
    "in_stock" BOOLEAN NOT NULL,
    "on_sale" BOOLEAN NOT NULL,
    -- What the shopper pays (the sale price when on sale).
    "price" INTEGER NOT NULL,
    -- The price per standard unit (100 g, 100 ml, a piece), for the unit price sort.
    "unit_price" DOUBLE PRECISION,
    "storage" "StorageTemperature" NOT NULL,
    "sales_30d" INTEGER NOT NULL,
    "list_position" BIGINT NOT NULL,
    -- The product's document was computed from other fields than its current ones (its
    -- search_source differs): the next search recomputes it. Kept here so that every search
    -- asks the small table, with statistics on a plain column, rather than the wide one.
    "stale" BOOLEAN NOT NULL,
    CONSTRAINT "products_search_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "products_search_id_fkey" FOREIGN KEY ("id") REFERENCES "products"("id") ON DELETE CASCADE
);

-- A live product's row of the search table, computed from its products row alone (no read).
CREATE FUNCTION "products_search_row"(p products) RETURNS products_search
    LANGUAGE sql IMMUTABLE AS $$
    SELECT ROW(p.id, p.search_name_kr, p.search_name_en, p.search_words, p.search_doc,
        p.search_alt, p.name, p.name_kr, p.subcategory_id, p.stock_quantity > 0,
        p.is_on_sale AND p.sale_price IS NOT NULL, d.price,
        -- How many standard units the pack holds, as computeUnitPrice in
        -- packages/contracts/src/unit-price.ts counts them; without a stated net quantity, what
        -- the weight text tells (unit_basis, from the document).
        d.price / NULLIF(CASE
            WHEN p.sold_by_weight AND p.estimated_grams > 0 THEN p.estimated_grams / 100.0
            WHEN p.net_unit IN ('g', 'ml') THEN p.net_quantity * p.pack_count / 100
            WHEN p.net_unit IN ('kg', 'L') THEN p.net_quantity * p.pack_count * 10
            WHEN p.net_unit = '매' THEN p.net_quantity * p.pack_count / 10
            WHEN p.net_unit IN ('개', '롤') THEN p.net_quantity * p.pack_count
            ELSE p.unit_basis END, 0),
        p.storage, p.sales_30d, p.list_position,
        p.search_source IS DISTINCT FROM md5(p.name || chr(31) || p.name_kr || chr(31) || coalesce(p.brand, '') || chr(31) || coalesce(p.brand_kr, '') || chr(31) || coalesce(p.weight, '') || chr(31) || p.subcategory_id::text)
        )::products_search
    FROM (SELECT CASE WHEN p.is_on_sale AND p.sale_price IS NOT NULL
        THEN p.sale_price ELSE p.sell_price END AS price) d
$$;

-- New products straight from the statement's rows; a changed one from its new row: inserted or
-- brought up to date while live, removed once archived.
CREATE FUNCTION "products_search_changed"() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_LEVEL = 'STATEMENT' THEN
        INSERT INTO products_search
        SELECT r.* FROM new_products n CROSS JOIN LATERAL products_search_row(n) r
        WHERE n.archived_at IS NULL;
    ELSIF NEW.archived_at IS NOT NULL THEN
        DELETE FROM products_search WHERE id = NEW.id;
    ELSE
        INSERT INTO products_search SELECT (products_search_row(NEW)).*
        ON CONFLICT (id) DO UPDATE SET
            search_name_kr = excluded.search_name_kr, search_name_en = excluded.search_name_en,
            search_words = excluded.search_words, search_doc = excluded.search_doc,
            search_alt = excluded.search_alt, name = excluded.name, name_kr = excluded.name_kr,
            subcategory_id = excluded.subcategory_id, in_stock = excluded.in_stock,
            on_sale = excluded.on_sale, price = excluded.price, unit_price = excluded.unit_price,
            storage = excluded.storage, sales_30d = excluded.sales_30d,
            list_position = excluded.list_position, stale = excluded.stale;
    END IF;
    RETURN NULL;
END
$$;

-- New products in one go per statement (the seed inserts thousands at a time); a changed product
-- only when something the search table holds changed (an order that leaves stock above zero
-- does not touch it); a deleted one goes with its row (ON DELETE CASCADE).
CREATE TRIGGER "products_search_inserted" AFTER INSERT ON "products"
    REFERENCING NEW TABLE AS new_products
    FOR EACH STATEMENT EXECUTE FUNCTION products_search_changed();
CREATE TRIGGER "products_search_updated" AFTER UPDATE ON "products"
    FOR EACH ROW
    WHEN ((OLD.search_name_kr, OLD.search_name_en, OLD.search_words, OLD.search_doc,
           OLD.search_alt, OLD.name, OLD.name_kr, OLD.subcategory_id, OLD.stock_quantity > 0,
           OLD.is_on_sale, OLD.sale_price, OLD.sell_price, OLD.sold_by_weight,
           OLD.estimated_grams, OLD.net_unit, OLD.net_quantity, OLD.pack_count, OLD.unit_basis,
           OLD.storage, OLD.sales_30d, OLD.list_position, OLD.archived_at, OLD.search_source,
           OLD.brand, OLD.brand_kr, OLD.weight)
          IS DISTINCT FROM
          (NEW.search_name_kr, NEW.search_name_en, NEW.search_words, NEW.search_doc,
           NEW.search_alt, NEW.name, NEW.name_kr, NEW.subcategory_id, NEW.stock_quantity > 0,
           NEW.is_on_sale, NEW.sale_price, NEW.sell_price, NEW.sold_by_weight,
           NEW.estimated_grams, NEW.net_unit, NEW.net_quantity, NEW.pack_count, NEW.unit_basis,
           NEW.storage, NEW.sales_30d, NEW.list_position, NEW.archived_at, NEW.search_source,
           NEW.brand, NEW.brand_kr, NEW.weight))
    EXECUTE FUNCTION products_search_changed();

INSERT INTO products_search
SELECT r.* FROM products p CROSS JOIN LATERAL products_search_row(p) r
WHERE p.archived_at IS NULL;

-- The search's indexes move to the narrow table, under the same names. The prefix indexes on
-- the lowered names (ADR 2) have served nothing since the search documents (ADR 34): every
-- product write kept them for no reader.
DROP INDEX IF EXISTS "products_live_name_prefix_c_idx";
DROP INDEX IF EXISTS "products_live_name_kr_prefix_c_idx";
DROP INDEX "products_search_doc_idx";
DROP INDEX "products_search_alt_idx";
DROP INDEX "products_search_name_kr_idx";
DROP INDEX "products_search_name_en_idx";
DROP INDEX "products_search_rank_idx";

-- Substrings, similarity, romanisations and 초성 (the document's ASCII alphabet, ADR 34).
CREATE INDEX "products_search_doc_idx" ON "products_search" USING GIN ("search_doc" gin_trgm_ops);
CREATE INDEX "products_search_alt_idx" ON "products_search" USING GIN ("search_alt" gin_trgm_ops);
-- Names that are or start with the query, read in order (ASCII, so "C" order is byte order,
-- whatever the database's collation: ADR 2 as amended).
CREATE INDEX "products_search_name_kr_idx" ON "products_search" ("search_name_kr" COLLATE "C", "list_position" DESC);
CREATE INDEX "products_search_name_en_idx" ON "products_search" ("search_name_en" COLLATE "C", "list_position" DESC);
-- The trigram candidates in the order they rank within a tier: in stock first, then units sold
-- over 30 days, then newest. A common text walks it and stops at its cap; the rows it points to
-- are narrow and in memory, so it carries no copy of the document.
CREATE INDEX "products_search_rank_idx" ON "products_search" ("in_stock" DESC, "sales_30d" DESC, "list_position" DESC, "id");
-- The products whose document is out of date: empty unless a product was written since.
CREATE INDEX "products_search_stale_rows_idx" ON "products_search" ("id") WHERE "stale";
-- A category's or subcategory's products, newest first (the category source and filter).
CREATE INDEX "products_search_subcategory_idx" ON "products_search" ("subcategory_id", "list_position" DESC);
