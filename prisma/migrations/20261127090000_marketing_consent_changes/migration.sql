-- Every grant and withdrawal of marketing consent is kept with its time and where it was made
-- (sign-up, My Account, an email's unsubscribe link): users.marketing_consent_at says whether a
-- shopper agrees now, this table proves when they said so.

CREATE TYPE "MarketingConsentSource" AS ENUM ('sign_up', 'account', 'unsubscribe_link');

CREATE TABLE "marketing_consent_changes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "agreed" BOOLEAN NOT NULL,
    "source" "MarketingConsentSource" NOT NULL,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "marketing_consent_changes_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "marketing_consent_changes_user_id_changed_at_idx"
    ON "marketing_consent_changes"("user_id", "changed_at");

ALTER TABLE "marketing_consent_changes" ADD CONSTRAINT "marketing_consent_changes_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Consents given before this table existed were all given at sign-up.
INSERT INTO "marketing_consent_changes" ("user_id", "agreed", "source", "changed_at")
SELECT "id", true, 'sign_up', "marketing_consent_at" FROM "users"
 WHERE "marketing_consent_at" IS NOT NULL;
