-- Files are named and deleted by the server alone. Each uploaded file's storage key is kept in its
-- own column, set only from what storage returned; URLs stay for display and are never turned back
-- into keys. Existing rows get a key only when their URL has the exact shape of a generated one, so
-- a URL a client once sent (e.g. with `..` in it) can never be deleted as if it were ours.
ALTER TABLE "users" ADD COLUMN "profile_image_key" TEXT;
ALTER TABLE "product_images" ADD COLUMN "file_key" TEXT;
ALTER TABLE "banners" ADD COLUMN "image_key" TEXT;

UPDATE "users"
SET "profile_image_key" = substring("profile_image_url" FROM '^/uploads/(profiles/[0-9a-f]{32}\.(?:jpg|png|webp|gif))$')
WHERE "profile_image_url" ~ '^/uploads/profiles/[0-9a-f]{32}\.(jpg|png|webp|gif)$';

UPDATE "product_images"
SET "file_key" = substring("url" FROM '^/uploads/(products/[0-9a-f]{32}\.(?:jpg|png|webp|gif))$')
WHERE "url" ~ '^/uploads/products/[0-9a-f]{32}\.(jpg|png|webp|gif)$';

UPDATE "banners"
SET "image_key" = substring("image_url" FROM '^/uploads/(banners/[0-9a-f]{32}\.(?:jpg|png|webp|gif))$')
WHERE "image_url" ~ '^/uploads/banners/[0-9a-f]{32}\.(jpg|png|webp|gif)$';

-- Transfer screenshots are private: they are reached through short-lived signed links, and the
-- public /uploads URL they had is no longer served.
ALTER TABLE "payment_proofs" DROP COLUMN "url";
