-- Keeps products.main_image_url, the URL of each product's main image (main first, then by
-- position), so lists need no per-row image lookup. Called by product_images_changed.
CREATE OR REPLACE FUNCTION refresh_main_image_urls(product_ids UUID[]) RETURNS VOID
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
