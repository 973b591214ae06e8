-- A live product's row of products_search (created in
-- prisma/migrations/20261127120000_narrow_search_table), computed from its products row alone;
-- products_search_changed writes it.
CREATE OR REPLACE FUNCTION "products_search_row"(p products) RETURNS products_search
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
