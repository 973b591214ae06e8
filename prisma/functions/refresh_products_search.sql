-- Writes the search table's rows of these products as they are now (products_search, created in
-- prisma/migrations/20261127100000_narrow_search_table): a live product's row is inserted or
-- brought up to date (only when something it holds changed), an archived one's removed.
CREATE OR REPLACE FUNCTION "refresh_products_search"(product_ids UUID[]) RETURNS VOID
    LANGUAGE sql AS $$
    DELETE FROM products_search s
    USING products p
    WHERE s.id = ANY(product_ids) AND p.id = s.id AND p.archived_at IS NOT NULL;
    INSERT INTO products_search AS s (id, search_name_kr, search_name_en, search_words, search_doc,
        search_alt, name, name_kr, subcategory_id, in_stock, on_sale, price, unit_price, storage,
        sales_30d, list_position)
    SELECT p.id, p.search_name_kr, p.search_name_en, p.search_words, p.search_doc, p.search_alt,
        p.name, p.name_kr, p.subcategory_id, p.stock_quantity > 0,
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
        p.storage, p.sales_30d, p.list_position
    FROM products p
    CROSS JOIN LATERAL (SELECT CASE WHEN p.is_on_sale AND p.sale_price IS NOT NULL
        THEN p.sale_price ELSE p.sell_price END AS price) d
    WHERE p.id = ANY(product_ids) AND p.archived_at IS NULL
    ON CONFLICT (id) DO UPDATE SET
        search_name_kr = excluded.search_name_kr, search_name_en = excluded.search_name_en,
        search_words = excluded.search_words, search_doc = excluded.search_doc,
        search_alt = excluded.search_alt, name = excluded.name, name_kr = excluded.name_kr,
        subcategory_id = excluded.subcategory_id, in_stock = excluded.in_stock,
        on_sale = excluded.on_sale, price = excluded.price, unit_price = excluded.unit_price,
        storage = excluded.storage, sales_30d = excluded.sales_30d,
        list_position = excluded.list_position
    WHERE (s.*) IS DISTINCT FROM (excluded.*);
$$;
