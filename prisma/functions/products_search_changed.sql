-- The triggers on products (products_search_inserted, a statement trigger, and
-- products_search_updated, a row trigger that fires only when a column the search table holds
-- changed; created in prisma/migrations/20261127120000_narrow_search_table) run this, so every
-- way of writing products keeps products_search right: new products straight from the
-- statement's rows, a changed one from its new row (inserted or brought up to date while live,
-- removed once archived). The columns are named: the table generates its Latin and jamo letters
-- itself. (Both inserts read their rows straight from where they are: gathering them into one
-- array for a single INSERT copied each wide products row once more, about 100 ms a batch of
-- 2,500 under load, which the large seed would feel.)
CREATE OR REPLACE FUNCTION "products_search_changed"() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_LEVEL = 'STATEMENT' THEN
        INSERT INTO products_search (id, search_name_kr, search_name_en, search_words, search_doc, search_alt, name,
            name_kr, subcategory_id, in_stock, on_sale, price, unit_price, storage, sales_30d,
            list_position, stale)
        SELECT r.id, r.search_name_kr, r.search_name_en, r.search_words, r.search_doc, r.search_alt,
            r.name, r.name_kr, r.subcategory_id, r.in_stock, r.on_sale, r.price, r.unit_price,
            r.storage, r.sales_30d, r.list_position, r.stale
        FROM new_products n CROSS JOIN LATERAL products_search_row(n) r
        WHERE n.archived_at IS NULL;
    ELSIF NEW.archived_at IS NOT NULL THEN
        DELETE FROM products_search WHERE id = NEW.id;
    ELSE
        INSERT INTO products_search (id, search_name_kr, search_name_en, search_words, search_doc, search_alt, name,
            name_kr, subcategory_id, in_stock, on_sale, price, unit_price, storage, sales_30d,
            list_position, stale)
        SELECT r.id, r.search_name_kr, r.search_name_en, r.search_words, r.search_doc, r.search_alt,
            r.name, r.name_kr, r.subcategory_id, r.in_stock, r.on_sale, r.price, r.unit_price,
            r.storage, r.sales_30d, r.list_position, r.stale
        FROM products_search_row(NEW) r
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
