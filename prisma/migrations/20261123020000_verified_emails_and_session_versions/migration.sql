-- Emails are stored lower-case and looked up by equality on the unique index. Every writer
-- already lower-cased them, so this finds no collisions; the CHECK keeps it that way.
UPDATE "users" SET "email" = lower("email") WHERE "email" <> lower("email");
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"));

-- An account proves it owns its email by following a link sent to it (ADR 0008).
ALTER TABLE "users" ADD COLUMN "email_verified_at" TIMESTAMPTZ(3);
ALTER TYPE "TokenPurpose" ADD VALUE 'verify_email';

-- Tokens carry the version they were issued under; a password change raises it.
ALTER TABLE "users" ADD COLUMN "session_version" INTEGER NOT NULL DEFAULT 0;

-- No account has proved its email yet, so orders a guest placed (not the account itself) go back
-- to their guest session; each comes back under My Orders when the owner of its email follows an
-- emailed link.
UPDATE "orders" AS o SET "user_id" = NULL
WHERE o."user_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "order_events" AS e
    WHERE e."order_id" = o."id" AND e."action" = 'placed' AND e."actor_user_id" = o."user_id"
  );

-- Guest orders are found by their email: when an address is proved, and to cap unpaid ones.
CREATE INDEX "orders_customer_email_idx" ON "orders"("customer_email");
