-- Leaving the shop (회원 탈퇴, ADR 0041): an account's orders stay for the periods the E-Commerce Act sets,
-- detached from it. detached_at marks them, so that confirming the same email on a new account
-- never brings them back under it.
ALTER TABLE "orders" ADD COLUMN "detached_at" TIMESTAMPTZ(3);

-- Records past their legal period (ADR 0041) lose their personal data once; anonymised_at marks
-- the orders done, and the partial index keeps the nightly search to those not done yet.
ALTER TABLE "orders" ADD COLUMN "anonymised_at" TIMESTAMPTZ(3);
CREATE INDEX "orders_to_anonymise_idx" ON "orders" ("placed_at") WHERE "anonymised_at" IS NULL;

-- The privacy policies say where to download one's data and how to leave, where the shop has not
-- rewritten that section.
UPDATE "shop_settings"
   SET value = replace(value::text, 'You may view, correct or delete your personal information at any time from your profile or by contacting us at help@jangbogi.kr.',
                       'You may view and correct your personal information at any time from your profile, and download all of it as a file under My Account, My Data. You can delete your account there too (회원 탈퇴): your profile, addresses, cart and alerts are deleted at once; the records of your orders are kept for the periods above, apart from any account, and then anonymised. You can also write to us at help@jangbogi.kr.')::jsonb
 WHERE key = 'privacy_policy';
UPDATE "shop_settings"
   SET value = replace(value::text, '언제든지 프로필에서, 또는 help@jangbogi.kr로 연락하셔서 개인정보를 열람, 정정, 삭제할 수 있습니다.',
                       '언제든지 프로필에서 개인정보를 열람하고 정정할 수 있으며, 내 계정의 개인정보 관리에서 모든 정보를 파일로 내려받을 수 있습니다. 회원 탈퇴도 그곳에서 할 수 있습니다. 탈퇴하면 프로필, 배송지, 장바구니와 알림은 바로 삭제되고, 주문 기록은 위 보유 기간 동안 계정과 분리해 보관한 뒤 익명으로 처리합니다. help@jangbogi.kr로 요청하셔도 됩니다.')::jsonb
 WHERE key = 'privacy_policy_ko';
