-- A guest checkout's account, after the unpaid-order locks (the lock order is in
-- open_checkout.sql): refused (only `unpaid` answered) at the cap; otherwise the email's account,
-- created when missing, and, while it has not proved the email, a single-use set-password token
-- with the email that carries it (ADR 0008). The account remembers the language the guest
-- ordered in, so the emails that follow the order are written in it: a new account starts with
-- it, and an account that has not proved its email takes the latest one.
CREATE OR REPLACE FUNCTION guest_order_account(
  guest_email text,
  guest_session uuid,
  first_name text,
  last_name text,
  phone text,
  max_unpaid integer,
  set_password_token_hash text,
  set_password_expires_at timestamptz,
  set_password_email jsonb,
  account_language "Language" DEFAULT 'en'
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
    INSERT INTO users AS u (email, first_name, last_name, phone_number, preferred_language)
    VALUES (guest_email, guest_order_account.first_name, guest_order_account.last_name, phone,
            account_language)
    ON CONFLICT (email) DO NOTHING
    RETURNING u.id, false INTO account_id, verified;
    EXIT WHEN account_id IS NOT NULL;
  END LOOP;

  IF NOT verified THEN
    -- Nobody has proved this email yet: its emails follow the language the guest orders in.
    UPDATE users u SET preferred_language = account_language
     WHERE u.id = account_id AND u.preferred_language <> account_language;
    INSERT INTO password_reset_tokens (user_id, token_hash, purpose, expires_at)
    VALUES (account_id, set_password_token_hash, 'set_password', set_password_expires_at);
    PERFORM queue_email(set_password_email);
  END IF;
  RETURN NEXT;
END
$$;
