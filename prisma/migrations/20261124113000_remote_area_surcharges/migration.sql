-- Remote-area (도서산간) surcharges: what shipping to Jeju or an island costs extra, priced by the
-- API from the postcode ranges in the shop settings and kept on the order in its own column, so
-- an order's figures never change when the ranges do. Included in `total`.
ALTER TABLE "orders" ADD COLUMN "remote_area_surcharge" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_consistent";
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_consistent" CHECK (
    "subtotal" >= 0 AND "discount" >= 0 AND "shipping_price" >= 0 AND "remote_area_surcharge" >= 0
    AND "discount" <= "subtotal"
    AND "total" = "subtotal" - "discount" + "shipping_price" + "remote_area_surcharge");

-- place_order as before (prisma/migrations/20261124080000_checkout_functions), now writing the
-- surcharge. The lock order stated there is unchanged:
--   1. the Idempotency-Key's row,
--   2. the unpaid-order advisory locks (email first, then guest session),
--   3. the cart's lines,
--   4. the products, by id, as late as possible (near the end of place_order),
--   5. the chosen delivery day's slot (the last statement of place_order),
--   6. the promo row (claimed by the API after place_order).

-- Writes the priced order: the order, its lines, its first event, its confirmation email, its
-- promo use, the emptied cart and the response an Idempotency-Key replays; then takes the stock
-- and, last, a slot of the delivery day. Answers the products whose stock was taken, with their
-- prices now, and whether the day had room: the API refuses the order (and so rolls it all back)
-- unless every line is there at the price it was priced at and the day had room.
CREATE OR REPLACE FUNCTION place_order(
  new_order jsonb,
  order_lines jsonb,
  confirmation jsonb,
  promo_use jsonb,
  emptied_cart_lines uuid[],
  idempotency_claim_id uuid,
  stored_response jsonb,
  delivery_day date,
  delivery_capacity integer
) RETURNS TABLE (taken jsonb, delivery_slot_taken boolean) LANGUAGE plpgsql AS $$
DECLARE
  placed_id uuid := (new_order->>'id')::uuid;
BEGIN
  INSERT INTO orders (id, order_number, placed_at, user_id, guest_session_id, customer_name,
                      customer_email, customer_phone, shipping_address, billing_address,
                      payment_method, depositor_name, note, promo_code, subtotal, discount,
                      shipping_price, remote_area_surcharge, total, cash_receipt, delivery_date)
  SELECT o.id, o.order_number, o.placed_at, o.user_id, o.guest_session_id, o.customer_name,
         o.customer_email, o.customer_phone, o.shipping_address, o.billing_address,
         o.payment_method, o.depositor_name, o.note, o.promo_code, o.subtotal, o.discount,
         o.shipping_price, coalesce(o.remote_area_surcharge, 0), o.total, o.cash_receipt, delivery_day
    FROM jsonb_to_record(new_order) AS o(
           id uuid, order_number text, placed_at timestamptz, user_id uuid, guest_session_id uuid,
           customer_name text, customer_email text, customer_phone text, shipping_address jsonb,
           billing_address jsonb, payment_method "PaymentMethod", depositor_name text, note text,
           promo_code text, subtotal int, discount int, shipping_price int,
           remote_area_surcharge int, total int, cash_receipt jsonb);

  INSERT INTO order_items (order_id, product_id, product_name, product_name_kr, image_url,
                           unit_price, quantity, line_total)
  SELECT placed_id, l.product_id, l.name, l.name_kr, l.image_url, l.unit_price, l.quantity,
         l.unit_price * l.quantity
    FROM jsonb_to_recordset(order_lines) AS l(
           product_id uuid, name text, name_kr text, image_url text, unit_price int, quantity int);

  INSERT INTO order_events (order_id, actor_user_id, action, to_status, to_payment_status)
  VALUES (placed_id, (new_order->>'actor_user_id')::uuid, 'placed', 'pending', 'unpaid');

  PERFORM queue_email(confirmation);

  IF promo_use IS NOT NULL THEN
    INSERT INTO promo_uses (promo_id, order_id, user_id, customer_email, customer_email_key,
                            customer_phone_key, discount)
    SELECT u.promo_id, placed_id, (new_order->>'user_id')::uuid, new_order->>'customer_email',
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
  IF delivery_day IS NOT NULL THEN
    INSERT INTO delivery_slots AS s (day, taken) VALUES (delivery_day, 1)
    ON CONFLICT (day) DO UPDATE SET taken = s.taken + 1 WHERE s.taken < delivery_capacity
    RETURNING true INTO delivery_slot_taken;
    delivery_slot_taken := coalesce(delivery_slot_taken, false);
  END IF;
  RETURN NEXT;
END
$$;
