-- The statement triggers on product_images (product_images_inserted, _updated, _deleted, created
-- in prisma/migrations/20261123050000_catalogue_paging) run this, so every way of changing
-- images keeps products.main_image_url right.
CREATE OR REPLACE FUNCTION product_images_changed() RETURNS TRIGGER
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
