-- Leaving the shop (회원 탈퇴, ADR 0041): an account's orders stay for the periods the E-Commerce Act sets,
-- detached from it. detached_at marks them, so that confirming the same email on a new account
-- never brings them back under it.
ALTER TABLE "orders" ADD COLUMN "detached_at" TIMESTAMPTZ(3);

-- Records past their legal period (ADR 0041) lose their personal data once; anonymised_at marks
-- the orders done, and the partial index keeps the nightly search to those not done yet.
ALTER TABLE "orders" ADD COLUMN "anonymised_at" TIMESTAMPTZ(3);
CREATE INDEX "orders_to_anonymise_idx" ON "orders" ("placed_at") WHERE "anonymised_at" IS NULL;
