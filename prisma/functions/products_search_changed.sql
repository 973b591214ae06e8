-- The triggers on products (products_search_inserted, a statement trigger, and
-- products_search_updated, a row trigger that fires only when a column the search table holds
-- changed; created in prisma/migrations/20261127100000_narrow_search_table) run this, so every
-- way of writing products keeps products_search right.
CREATE OR REPLACE FUNCTION "products_search_changed"() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_LEVEL = 'STATEMENT' THEN
        PERFORM refresh_products_search(ARRAY(SELECT id FROM new_products));
    ELSE
        PERFORM refresh_products_search(ARRAY[NEW.id]);
    END IF;
    RETURN NULL;
END
$$;
