-- The checkout, step by step, as functions the API calls with named arguments (ADR 0022). Each
-- function runs its statements in the order written, so the order the locks are taken in is
-- stated here once, and it is the one every transaction of the shop follows:
--   1. the Idempotency-Key's row,
--   2. the unpaid-order advisory locks (email first, then guest session),
--   3. the cart's lines,
--   4. the products, by id, as late as possible (near the end of place_order),
--   5. the chosen delivery day's slot (the last statement of place_order),
--   6. the promo row (claimed by the API after place_order).

-- The outbox row for one email (D7): the only statement that writes one.
CREATE FUNCTION queue_email(message jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
  VALUES (message->>'kind', message->>'to', message->>'subject', message->>'text', message->>'html')
$$;

-- Orders waiting for payment or confirmation of one email or guest session: the guest cap.
CREATE FUNCTION unpaid_orders_of(customer text, guest uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM orders o
   WHERE o.status = 'pending' AND o.payment_status = 'unpaid'
     AND (o.customer_email = customer OR o.guest_session_id = guest)
$$;

-- A saved address as an order keeps it, when it belongs to the account.
CREATE FUNCTION address_snapshot(address_id uuid, owner_id uuid)
RETURNS TABLE (full_name text, street text, city text, state text, postal_code text, country text, phone text)
LANGUAGE sql STABLE AS $$
  SELECT a.full_name, a.street, a.city, a.state, a.postal_code, a.country, a.phone
    FROM addresses a WHERE a.id = address_id AND a.user_id = owner_id
$$;

CREATE FUNCTION main_image_url(product uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT i.url FROM product_images i WHERE i.product_id = product
   ORDER BY i.is_main DESC, i.sort_order, i.created_at LIMIT 1
$$;

-- Claims the key, takes the locks, reads the buyer and locks the cart's lines, then gives the order
-- its number and time. A key claimed before answers already_claimed and nothing else: the API
-- replays the stored response.
CREATE FUNCTION open_checkout(
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
                 p.archived_at IS NOT NULL AS archived, main_image_url(p.id) AS image_url
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

-- Writes the priced order: the order, its lines, its first event, its confirmation email, its
-- promo use, the emptied cart and the response an Idempotency-Key replays; then takes the stock
-- and, last, a slot of the delivery day. Answers the products whose stock was taken, with their
-- prices now, and whether the day had room: the API refuses the order (and so rolls it all back)
-- unless every line is there at the price it was priced at and the day had room.
CREATE FUNCTION place_order(
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
                      shipping_price, total, cash_receipt, delivery_date)
  SELECT o.id, o.order_number, o.placed_at, o.user_id, o.guest_session_id, o.customer_name,
         o.customer_email, o.customer_phone, o.shipping_address, o.billing_address,
         o.payment_method, o.depositor_name, o.note, o.promo_code, o.subtotal, o.discount,
         o.shipping_price, o.total, o.cash_receipt, delivery_day
    FROM jsonb_to_record(new_order) AS o(
           id uuid, order_number text, placed_at timestamptz, user_id uuid, guest_session_id uuid,
           customer_name text, customer_email text, customer_phone text, shipping_address jsonb,
           billing_address jsonb, payment_method "PaymentMethod", depositor_name text, note text,
           promo_code text, subtotal int, discount int, shipping_price int, total int,
           cash_receipt jsonb);

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

-- A guest checkout's account, after the unpaid-order locks: refused (only `unpaid` answered) at
-- the cap; otherwise the email's account, created when missing, and, while it has not proved the
-- email, a single-use set-password token with the email that carries it.
CREATE FUNCTION guest_order_account(
  guest_email text,
  guest_session uuid,
  first_name text,
  last_name text,
  phone text,
  max_unpaid integer,
  set_password_token_hash text,
  set_password_expires_at timestamptz,
  set_password_email jsonb
) RETURNS TABLE (unpaid integer, account_id uuid, verified boolean) LANGUAGE plpgsql AS $$
BEGIN
  unpaid := unpaid_orders_of(guest_email, guest_session);
  IF unpaid >= max_unpaid THEN
    RETURN NEXT;
    RETURN;
  END IF;

  -- Each statement sees what committed before it began, so an account a concurrent checkout
  -- created after the insert's conflict is found by the next round's read.
  LOOP
    SELECT u.id, u.email_verified_at IS NOT NULL INTO account_id, verified
      FROM users u WHERE u.email = guest_email;
    EXIT WHEN FOUND;
    INSERT INTO users AS u (email, first_name, last_name, phone_number)
    VALUES (guest_email, guest_order_account.first_name, guest_order_account.last_name, phone)
    ON CONFLICT (email) DO NOTHING
    RETURNING u.id, false INTO account_id, verified;
    EXIT WHEN account_id IS NOT NULL;
  END LOOP;

  IF NOT verified THEN
    INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at)
    VALUES (account_id, set_password_token_hash, 'set_password', set_password_expires_at);
    PERFORM queue_email(set_password_email);
  END IF;
  RETURN NEXT;
END
$$;
