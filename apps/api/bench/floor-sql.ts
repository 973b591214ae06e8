// The SQL of the API's hot paths, as the floor server runs it and as the plans are explained.
export const CARD_COLUMNS = `
  p.id::text AS id, p.name, p.name_kr, p.brand, p.weight, p.sell_price, p.sale_price, p.compare_price,
  p.is_on_sale, p.is_featured, p.is_highlighted, p.stock_quantity, p.subcategory_id::text AS subcategory_id,
  p.main_image_url AS image_url`;

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

/** The shop grid's page anchors and total for one catalogue generation ($1 = page size). */
export const ANCHORS_SQL = `
  SELECT (SELECT generation::text FROM catalogue_state WHERE id = 1) AS generation,
    (SELECT count(*)::int FROM products p WHERE p.archived_at IS NULL) AS total,
    ARRAY(
      SELECT t.list_position::text FROM (
        SELECT p.list_position, row_number() OVER (ORDER BY p.list_position DESC) AS n
        FROM products p WHERE p.archived_at IS NULL
      ) t
      WHERE (t.n - 1) % $1 = 0
      ORDER BY t.list_position DESC
    ) AS starts`;

/** One page of the shop grid from its anchor ($1), with the generation read in the same statement. */
export const LIST_SQL = `
  SELECT g.generation::text AS generation, page.*
  FROM catalogue_state g
  LEFT JOIN LATERAL (
    SELECT ${CARD_COLUMNS}
    FROM products p
    WHERE p.archived_at IS NULL AND TRUE AND p.list_position <= $1::bigint
    ORDER BY p.list_position DESC
    LIMIT $2
  ) page ON TRUE
  WHERE g.id = 1`;

// The search is the API's own statement (searchStatement in
// src/domain/catalogue/search/statement.ts), so the floor and the plans can never drift from it.
