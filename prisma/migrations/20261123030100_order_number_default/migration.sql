-- Order numbers (YYYYMMDD-NNNN: the date in Korea and the shop-wide sequence) come from the
-- column default, so placing an order needs no round trip of its own to make one.
CREATE FUNCTION "next_order_number"() RETURNS TEXT LANGUAGE sql VOLATILE AS $$
  SELECT to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYYMMDD') || '-' || lpad(n::text, greatest(4, length(n::text)), '0')
    FROM (SELECT nextval('order_number_seq') AS n) s
$$;

ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT "next_order_number"();
