-- A Korean checkout: the recipient apart from the orderer (kept in the shipping address snapshot,
-- whose full_name and phone are the recipient's), 상세주소 beside the road address, delivery
-- requests, and the consents a guest order and a sign-up record (PIPA arts. 15, 22, 22-2).

-- 상세주소 (building, floor, flat) in the address book, beside the road address in street.
ALTER TABLE "addresses" ADD COLUMN "address_detail" TEXT NOT NULL DEFAULT '';

-- Where to leave the box and how to get into the building: {place, entrance: {kind, code?}, note?}.
ALTER TABLE "orders" ADD COLUMN "delivery_request" JSONB;
-- When a guest agreed to the collection and use of their personal data.
ALTER TABLE "orders" ADD COLUMN "privacy_consent_at" TIMESTAMPTZ(3);

-- When a shopper agreed to marketing emails at sign-up; null when they did not.
ALTER TABLE "users" ADD COLUMN "marketing_consent_at" TIMESTAMPTZ(3);

-- The checkout writes the two new order columns (ADR 0029): added at the end of its view.
CREATE OR REPLACE VIEW order_input AS
  SELECT id, order_number, placed_at, user_id, guest_session_id, customer_name, customer_email,
         customer_phone, shipping_address, billing_address, payment_method, depositor_name, note,
         promo_code, subtotal, discount, shipping_price, remote_area_surcharge, total, cash_receipt,
         delivery_date, delivery_request, privacy_consent_at
    FROM orders;

-- A saved address's snapshot now carries 상세주소: its result type changes, so the function goes
-- and prisma/functions/address_snapshot.sql creates it anew after the migrations.
DROP FUNCTION address_snapshot(uuid, uuid);
