-- Leaving the shop (회원 탈퇴): an account's orders stay for the periods the E-Commerce Act sets,
-- detached from it. detached_at marks them, so that confirming the same email on a new account
-- never brings them back under it.
ALTER TABLE "orders" ADD COLUMN "detached_at" TIMESTAMPTZ(3);
