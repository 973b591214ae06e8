// The SQL of the API's hot paths, as the floor server runs it and as the plans are explained.
export const CARD_COLUMNS = `
  p.id::text AS id, p.name, p.name_kr, p.brand, p.weight, p.sell_price, p.sale_price, p.compare_price,
  p.is_on_sale, p.is_featured, p.is_highlighted, p.stock_quantity, p.subcategory_id::text AS subcategory_id,
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id
    ORDER BY i.is_main DESC, i.sort_order, i.created_at LIMIT 1) AS image_url`;

export const DETAIL_SQL = `
  SELECT p.id::text AS id, p.name, p.name_kr, p.brand, p.weight, p.description, p.sell_price, p.sale_price,
    p.compare_price, p.is_on_sale, p.is_featured, p.is_highlighted, p.stock_quantity,
    s.id::text AS subcategory_id, s.name AS subcategory_name, s.name_kr AS subcategory_name_kr,
    c.id::text AS category_id, c.name AS category_name,
    COALESCE((SELECT json_agg(json_build_object('url', i.url, 'is_main', i.is_main)
        ORDER BY i.is_main DESC, i.sort_order, i.created_at)
      FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images
  FROM products p
  JOIN subcategories s ON s.id = p.subcategory_id
  JOIN categories c ON c.id = s.category_id
  WHERE p.id = $1::uuid AND p.archived_at IS NULL`;

export const LIST_SQL = `
  SELECT ${CARD_COLUMNS} FROM products p WHERE p.archived_at IS NULL
  ORDER BY p.list_position DESC LIMIT $1 OFFSET $2`;

export const COUNT_SQL = `SELECT count(*)::int AS total FROM products p WHERE p.archived_at IS NULL`;

export const SEARCH_SQL = `
  SELECT ${CARD_COLUMNS} FROM (
    SELECT c.id, c.starts_with, c.name, c.list_position FROM (
      SELECT p.id, p.name, p.list_position,
        (lower(p.name) LIKE $3 ESCAPE '\\' OR lower(p.name_kr) LIKE $3 ESCAPE '\\') AS starts_with
      FROM products p
      WHERE p.search_grams @> $1::text[] AND p.archived_at IS NULL
        AND (lower(p.name) LIKE $2 ESCAPE '\\' OR lower(p.name_kr) LIKE $2 ESCAPE '\\')
      LIMIT 400
    ) c
    ORDER BY c.starts_with DESC, c.name, c.list_position DESC LIMIT 6
  ) top JOIN products p ON p.id = top.id
  ORDER BY top.starts_with DESC, top.name, top.list_position DESC`;
