-- Writes the priced order: the order, its lines, its first event, its confirmation email (none
-- for an order waiting for its online payment), its promo use, the emptied cart and the response
-- an Idempotency-Key replays; then takes the stock and, last, a slot of the delivery day (the
-- lock order is in open_checkout.sql). Answers the products whose stock was taken, with their
-- prices now, and whether the day had room: the API refuses the order (and so rolls it all back)
-- unless every line is there at the price it was priced at and the day had room.
--
-- new_order is one row of order_input, the view of the columns of orders the checkout writes
-- (prisma/migrations/20261126010000_order_input): the insert names no column, so a column added
-- to that view is written with no change here.
CREATE OR REPLACE FUNCTION place_order(
  new_order order_input,
  placed_by uuid,
  order_lines jsonb,
  confirmation jsonb,
  promo_use jsonb,
  emptied_cart_lines uuid[],
  idempotency_claim_id uuid,
  stored_response jsonb,
  delivery_capacity integer
) RETURNS TABLE (taken jsonb, delivery_slot_taken boolean) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_input SELECT (new_order).*;

  -- The lines' ids come with them, time-ordered as the order's own (ADR 0056).
  INSERT INTO order_items (id, order_id, product_id, product_name, product_name_kr, image_url,
                           unit_price, quantity, line_total, tax_type, substitution)
  SELECT l.id, new_order.id, l.product_id, l.name, l.name_kr, l.image_url, l.unit_price,
         l.quantity, l.unit_price * l.quantity, l.tax_type, l.substitution
    FROM jsonb_to_recordset(order_lines) AS l(
           id uuid, product_id uuid, name text, name_kr text, image_url text, unit_price int,
           quantity int, tax_type "TaxType", substitution "Substitution");

  INSERT INTO order_events (order_id, actor_user_id, action, to_status, to_payment_status)
  VALUES (new_order.id, placed_by, 'placed', 'pending', 'unpaid');

  -- A Toss order is confirmed by email once its payment is (apps/api/src/domain/payments/toss).
  IF confirmation IS NOT NULL THEN
    PERFORM queue_email(confirmation);
  END IF;

  IF promo_use IS NOT NULL THEN
    INSERT INTO promo_uses (promo_id, order_id, user_id, customer_email, customer_email_key,
                            customer_phone_key, discount)
    SELECT u.promo_id, new_order.id, new_order.user_id, new_order.customer_email,
           u.email_key, u.phone_key, u.discount
      FROM jsonb_to_record(promo_use) AS u(promo_id uuid, email_key text, phone_key text, discount int);
  END IF;

  DELETE FROM cart_items ci WHERE ci.id = ANY(emptied_cart_lines);

  IF idempotency_claim_id IS NOT NULL THEN
    UPDATE idempotency_keys k SET response_status = 201, response_body = stored_response
     WHERE k.id = idempotency_claim_id;
  END IF;

  -- The stock, last: the products locked in id order before any changes, so hot rows stay
  -- locked only from here to the commit and concurrent orders and cancellations never deadlock.
  -- A line is taken only when enough is left; the loser of a race for the last unit gets none.
  PERFORM 1 FROM products p
    WHERE p.id IN (SELECT l.product_id FROM jsonb_to_recordset(order_lines) AS l(product_id uuid))
    ORDER BY p.id
    FOR NO KEY UPDATE;
  WITH taken_rows AS (
    UPDATE products p SET stock_quantity = p.stock_quantity - l.quantity
      FROM jsonb_to_recordset(order_lines) AS l(product_id uuid, quantity int)
     WHERE p.id = l.product_id AND p.stock_quantity >= l.quantity AND p.archived_at IS NULL
    RETURNING p.id::text AS id, p.name, p.sell_price, p.sale_price, p.compare_price, p.is_on_sale
  )
  SELECT coalesce(jsonb_agg(t), '[]'::jsonb) INTO taken FROM taken_rows t;

  -- The delivery day's slot, only while it has room: of buyers racing for its last slot, one
  -- gets it and the others roll back.
  delivery_slot_taken := true;
  IF new_order.delivery_date IS NOT NULL THEN
    INSERT INTO delivery_slots AS s (day, taken) VALUES (new_order.delivery_date, 1)
    ON CONFLICT (day) DO UPDATE SET taken = s.taken + 1 WHERE s.taken < delivery_capacity
    RETURNING true INTO delivery_slot_taken;
    delivery_slot_taken := coalesce(delivery_slot_taken, false);
  END IF;
  RETURN NEXT;
END
$$;
