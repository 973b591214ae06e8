-- The order as the checkout writes it, declared once (ADR 0029): a view of the columns of orders
-- that place_order fills. Its row type is place_order's input (prisma/functions/place_order.sql),
-- with the columns' own types, and inserting a row into it inserts the order, every column it
-- leaves out taking its default. A column the checkout writes is added to orders, then to this
-- view (CREATE OR REPLACE VIEW, at the end) and to ORDER_INPUT
-- (apps/api/src/domain/orders/order-input.ts), which test/database-functions.test.ts compares.
CREATE VIEW order_input AS
  SELECT id, order_number, placed_at, user_id, guest_session_id, customer_name, customer_email,
         customer_phone, shipping_address, billing_address, payment_method, depositor_name, note,
         promo_code, subtotal, discount, shipping_price, remote_area_surcharge, total, cash_receipt,
         delivery_date
    FROM orders;

-- place_order takes the order as one order_input instead of a JSON object it read with a column
-- list of its own; prisma/functions/place_order.sql creates it anew after the migrations.
DROP FUNCTION place_order(jsonb, jsonb, jsonb, jsonb, uuid[], uuid, jsonb, date, integer);
