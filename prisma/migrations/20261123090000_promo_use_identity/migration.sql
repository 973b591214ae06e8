-- A promo's per-customer limit counts uses by mailbox and phone line, not by the text typed:
-- a.b+x@gmail.com, ab@gmail.com and AB@googlemail.com are one customer, and so are
-- 010-1234-5678 and +82 10 1234 5678. The keys are computed by the API
-- (src/domain/promos/customer-keys.ts); the backfill below does the same for older uses.
ALTER TABLE "promo_uses" ADD COLUMN "customer_email_key" TEXT;
ALTER TABLE "promo_uses" ADD COLUMN "customer_phone_key" TEXT;

UPDATE "promo_uses" AS u
   SET "customer_email_key" = CASE
         WHEN k.email !~ '^.+@' THEN k.email
         WHEN k.domain IN ('gmail.com', 'googlemail.com')
           THEN replace(split_part(k.local, '+', 1), '.', '') || '@gmail.com'
         ELSE split_part(k.local, '+', 1) || '@' || k.domain
       END,
       "customer_phone_key" = CASE
         WHEN length(k.phone) >= 9 THEN k.phone
       END
  FROM (
    SELECT p.id,
           e.email,
           substring(e.email FROM '^(.*)@') AS local,
           substring(e.email FROM '@([^@]*)$') AS domain,
           regexp_replace(regexp_replace(o.customer_phone, '\D', '', 'g'), '^(?:00)?820?', '0')
             AS phone
      FROM "promo_uses" AS p
      JOIN "orders" AS o ON o.id = p.order_id
      CROSS JOIN LATERAL (SELECT lower(btrim(p.customer_email)) AS email) AS e
  ) AS k
 WHERE k.id = u.id;

ALTER TABLE "promo_uses" ALTER COLUMN "customer_email_key" SET NOT NULL;

-- The per-customer count looks a promo's uses up by email key, phone key or account.
DROP INDEX "promo_uses_promo_id_customer_email_idx";
CREATE INDEX "promo_uses_promo_id_customer_email_key_idx" ON "promo_uses"("promo_id", "customer_email_key");
CREATE INDEX "promo_uses_promo_id_customer_phone_key_idx" ON "promo_uses"("promo_id", "customer_phone_key");
CREATE INDEX "promo_uses_promo_id_user_id_idx" ON "promo_uses"("promo_id", "user_id");
