-- The URL of a product's main image (main first, then by position), for a cart line.
CREATE OR REPLACE FUNCTION main_image_url(product uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT i.url FROM product_images i WHERE i.product_id = product
   ORDER BY i.is_main DESC, i.sort_order, i.created_at LIMIT 1
$$;
