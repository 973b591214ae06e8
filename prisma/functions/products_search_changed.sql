-- The triggers on products (products_search_inserted, a statement trigger, and
-- products_search_updated, a row trigger that fires only when a column the search table holds
-- changed; created in prisma/migrations/20261127120000_narrow_search_table) run this, so every
-- way of writing products keeps products_search right: new products straight from the
-- statement's rows, a changed one from its new row (its old row removed, then written again
-- while live). One INSERT serves both, so the columns are named once: the table generates its
-- Latin and jamo letters itself. The products row's lock, held by the writing transaction,
-- keeps two writers of one product from crossing here.
CREATE OR REPLACE FUNCTION "products_search_changed"() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
DECLARE
    changed products[];
BEGIN
    IF TG_LEVEL = 'STATEMENT' THEN
        changed := ARRAY(SELECT n FROM new_products n);
    ELSE
        DELETE FROM products_search WHERE id = NEW.id;
        changed := ARRAY[NEW];
    END IF;
    INSERT INTO products_search (id, search_name_kr, search_name_en, search_words, search_doc,
        search_alt, name, name_kr, subcategory_id, in_stock, on_sale, price, unit_price, storage,
        sales_30d, list_position, stale)
    SELECT r.id, r.search_name_kr, r.search_name_en, r.search_words, r.search_doc, r.search_alt,
        r.name, r.name_kr, r.subcategory_id, r.in_stock, r.on_sale, r.price, r.unit_price,
        r.storage, r.sales_30d, r.list_position, r.stale
    FROM unnest(changed) n CROSS JOIN LATERAL products_search_row(n) r
    WHERE n.archived_at IS NULL;
    RETURN NULL;
END
$$;
