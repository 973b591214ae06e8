-- The back office's order search index without the trigrams every order shares (ADR 0058).
-- Beside a million orders each trigram that nearly every order has ("010" of a mobile phone,
-- "com" of an email's domain) is a deep posting tree that each new order's row descends, once
-- for each column that holds it. The phone was indexed twice, as typed and as its digits: the
-- digits alone serve a search for a phone (a stored phone is digits and hyphens, so what it
-- contains, its digits contain too). An email is indexed by the part before its @: a whole
-- address is looked up on orders_customer_email_idx, and no one finds a customer by a domain
-- that half the shop shares. Built CONCURRENTLY (ADR 0043) without a pending list (ADR 0049),
-- then the old index dropped concurrently; the next migration gives it the old one's name.
CREATE INDEX CONCURRENTLY "orders_search_narrower_idx" ON "orders" USING gin (
  "order_number" gin_trgm_ops,
  "customer_name" gin_trgm_ops,
  (split_part("customer_email", '@', 1)) gin_trgm_ops,
  "depositor_name" gin_trgm_ops,
  (regexp_replace("customer_phone", '[^0-9]', '', 'g')) gin_trgm_ops
) WITH (fastupdate = off);
DROP INDEX CONCURRENTLY IF EXISTS "orders_search_idx";
