-- Order numbers: YYYYMMDD-NNNN, the date in Korea and the shop-wide sequence. The default of
-- orders.order_number, and what open_checkout gives a new order.
CREATE OR REPLACE FUNCTION next_order_number() RETURNS TEXT LANGUAGE sql VOLATILE AS $$
  SELECT to_char(now() AT TIME ZONE 'Asia/Seoul', 'YYYYMMDD') || '-' || lpad(n::text, greatest(4, length(n::text)), '0')
    FROM (SELECT nextval('order_number_seq') AS n) s
$$;
