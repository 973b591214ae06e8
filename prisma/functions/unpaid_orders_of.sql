-- Orders waiting for payment or confirmation of one email or guest session: the guest cap.
CREATE OR REPLACE FUNCTION unpaid_orders_of(customer text, guest uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM orders o
   WHERE o.status = 'pending' AND o.payment_status = 'unpaid'
     AND (o.customer_email = customer OR o.guest_session_id = guest)
$$;
