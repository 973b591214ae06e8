-- A saved address as an order keeps it, when it belongs to the account. full_name and phone are
-- the recipient the address book saved with it (받는 분).
CREATE OR REPLACE FUNCTION address_snapshot(address_id uuid, owner_id uuid)
RETURNS TABLE (full_name text, street text, city text, state text, postal_code text, country text, phone text, address_detail text)
LANGUAGE sql STABLE AS $$
  SELECT a.full_name, a.street, a.city, a.state, a.postal_code, a.country, a.phone, a.address_detail
    FROM addresses a WHERE a.id = address_id AND a.user_id = owner_id
$$;
