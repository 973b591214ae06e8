-- The language the shop writes to a user in (emails): set at sign-up from the page's language,
-- editable on the profile. Existing accounts keep English, as everything was until now.
CREATE TYPE "Language" AS ENUM ('en', 'ko');
ALTER TABLE "users" ADD COLUMN "preferred_language" "Language" NOT NULL DEFAULT 'en';
