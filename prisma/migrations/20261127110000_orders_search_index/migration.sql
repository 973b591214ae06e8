-- The back office's order search (number, name, email, phone, depositor, and the phone's digits
-- however they were typed) matches anywhere in the text: trigrams serve those LIKE patterns where a
-- b-tree cannot, so a search over years of orders reads the matching rows, not every order.
-- Built CONCURRENTLY (ADR 0043): the orders table takes new orders while the index builds, and the
-- migrate step runs this file statement by statement outside a transaction.
CREATE INDEX CONCURRENTLY "orders_search_idx" ON "orders" USING gin (
  "order_number" gin_trgm_ops,
  "customer_name" gin_trgm_ops,
  "customer_email" gin_trgm_ops,
  "customer_phone" gin_trgm_ops,
  "depositor_name" gin_trgm_ops,
  (regexp_replace("customer_phone", '[^0-9]', '', 'g')) gin_trgm_ops
);
