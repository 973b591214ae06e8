-- The outbox row for one email, written in the transaction of the change it announces (ADR 0010):
-- the only statement that writes one. enqueueEmail (apps/api/src/domain/email/outbox.ts) calls
-- it, and so do place_order and guest_order_account.
CREATE OR REPLACE FUNCTION queue_email(message jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body)
  VALUES (message->>'kind', message->>'to', message->>'subject', message->>'text', message->>'html')
$$;
