-- The checkout, step by step, is three functions the API calls with named arguments (ADR 0022):
-- open_checkout, then guest_order_account for a guest, then place_order. Each runs its statements
-- in the order written, so the order the locks are taken in is stated here once, and it is the
-- one every transaction of the shop follows:
--   1. the Idempotency-Key's row,
--   2. the unpaid-order advisory locks (email first, then guest session),
--   3. the cart's lines,
--   4. the products, by id, as late as possible (near the end of place_order),
--   5. the chosen delivery day's slot (the last statement of place_order),
--   6. the promo row (claimed by the API after place_order).
--
-- open_checkout claims the key, takes the locks, reads the buyer and locks the cart's lines, then
-- gives the order its number and time. A key claimed before answers already_claimed and nothing
-- else: the API replays the stored response.
CREATE OR REPLACE FUNCTION open_checkout(
  idempotency_scope text,
  idempotency_key text,
  idempotency_hash text,
  lock_scopes text[],
  buyer_id uuid,
  shipping_address_id uuid,
  billing_address_id uuid,
  cart_user_id uuid,
  cart_guest_id uuid
) RETURNS TABLE (
  claim_id uuid,
  already_claimed boolean,
  buyer jsonb,
  cart_lines jsonb,
  order_number text,
  placed_at timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  lock_scope text;
  buyer_cart uuid;
BEGIN
  already_claimed := false;
  IF idempotency_key IS NOT NULL THEN
    -- A concurrent request with the same key waits here until the first one ends.
    INSERT INTO idempotency_keys AS k (scope, key, request_hash)
    VALUES (idempotency_scope, idempotency_key, idempotency_hash)
    ON CONFLICT (scope, key) DO NOTHING
    RETURNING k.id INTO claim_id;
    IF claim_id IS NULL THEN
      already_claimed := true;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;

  FOREACH lock_scope IN ARRAY coalesce(lock_scopes, '{}') LOOP
    PERFORM pg_advisory_xact_lock(hashtext(lock_scope));
  END LOOP;

  IF buyer_id IS NOT NULL THEN
    SELECT jsonb_build_object(
             'first_name', u.first_name, 'last_name', u.last_name,
             'email', u.email, 'phone_number', u.phone_number,
             'substitution_default', u.substitution_default,
             'shipping', (SELECT to_jsonb(a) FROM address_snapshot(shipping_address_id, u.id) a),
             'billing', (SELECT to_jsonb(a) FROM address_snapshot(billing_address_id, u.id) a))
      INTO buyer
      FROM users u WHERE u.id = buyer_id;
  END IF;

  -- The cart first, then its lines on (cart_id, product_id): joined instead, the planner may walk
  -- every cart holding a hot product.
  IF cart_user_id IS NOT NULL THEN
    SELECT c.id INTO buyer_cart FROM carts c WHERE c.user_id = cart_user_id;
  ELSE
    SELECT c.id INTO buyer_cart FROM carts c WHERE c.guest_session_id = cart_guest_id;
  END IF;
  SELECT coalesce(jsonb_agg(line ORDER BY line.product_id), '[]'::jsonb)
    INTO cart_lines
    FROM (SELECT ci.id::text AS line_id, p.id::text AS product_id, ci.quantity, p.name, p.name_kr,
                 p.sell_price, p.sale_price, p.compare_price, p.is_on_sale, p.stock_quantity,
                 p.archived_at IS NOT NULL AS archived, main_image_url(p.id) AS image_url,
                 p.tax_type
            FROM cart_items ci
            JOIN products p ON p.id = ci.product_id
           WHERE ci.cart_id = buyer_cart AND ci.quantity > 0
           ORDER BY ci.product_id
             FOR UPDATE OF ci) line;

  order_number := next_order_number();
  -- The column keeps milliseconds: the time the response shows is the time stored.
  placed_at := now()::timestamptz(3);
  RETURN NEXT;
END
$$;
