-- Search that finds what shoppers type (ADR 29). Each product carries a search document computed
-- by the API (src/domain/search/document.ts: SQL cannot take Hangul apart into jamo), written in
-- an ASCII alphabet of two characters a letter or jamo, so that pg_trgm's trigram indexes serve
-- substring and similarity matches of any script on any database locale. It replaces the
-- one- and two-character gram column of ADR 2 and its prefix indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

DROP INDEX IF EXISTS "products_live_name_prefix_idx";
DROP INDEX IF EXISTS "products_live_name_kr_prefix_idx";
DROP INDEX IF EXISTS "products_search_grams_idx";
ALTER TABLE "products" DROP COLUMN IF EXISTS "search_grams";
DROP FUNCTION IF EXISTS "search_grams"(TEXT);

ALTER TABLE "products"
    ADD COLUMN "search_name_kr" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "search_name_en" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "search_words" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "search_doc" TEXT NOT NULL DEFAULT '',
    ADD COLUMN "search_alt" TEXT NOT NULL DEFAULT '',
    -- The md5 of the fields the document was computed from (stale_search_source below); NULL or
    -- different means the document must be computed again, which the next search does.
    ADD COLUMN "search_source" TEXT,
    -- Grams or millilitres over 100, or pieces, in the pack: the unit price sort divides by it.
    ADD COLUMN "unit_basis" REAL,
    -- Units sold over the last 30 days, refreshed by the housekeeping job: search ranks by it.
    ADD COLUMN "sales_30d" INTEGER NOT NULL DEFAULT 0;

CREATE INDEX "products_search_doc_idx" ON "products" USING GIN ("search_doc" gin_trgm_ops)
    WHERE "archived_at" IS NULL;
CREATE INDEX "products_search_alt_idx" ON "products" USING GIN ("search_alt" gin_trgm_ops)
    WHERE "archived_at" IS NULL;
-- Names that are or start with the query, read in order (ASCII, so "C" order is byte order).
CREATE INDEX "products_search_name_kr_idx" ON "products" ("search_name_kr" COLLATE "C", "list_position" DESC)
    WHERE "archived_at" IS NULL;
CREATE INDEX "products_search_name_en_idx" ON "products" ("search_name_en" COLLATE "C", "list_position" DESC)
    WHERE "archived_at" IS NULL;
-- The products whose document is out of date: empty unless a product was written since.
CREATE INDEX "products_search_stale_idx" ON "products" ("id")
    WHERE "search_source" IS DISTINCT FROM md5("name" || chr(31) || "name_kr" || chr(31) || coalesce("brand", '') || chr(31) || coalesce("brand_kr", '') || chr(31) || coalesce("weight", '') || chr(31) || "subcategory_id"::text);

-- Synonyms the shop team keeps: two-way (every term finds the others) or one-way (from_term finds
-- the terms). The version row is bumped with every change; each search reads it in its own
-- statement, so every instance sees a change at its next search.
CREATE TABLE "search_synonyms" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "two_way" BOOLEAN NOT NULL,
    "from_term" TEXT,
    "terms" TEXT[] NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "search_synonyms_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "search_synonyms_shape" CHECK (("two_way" AND "from_term" IS NULL) OR (NOT "two_way" AND "from_term" IS NOT NULL))
);

CREATE TABLE "search_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "synonyms_version" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "search_state_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "search_state_one_row" CHECK ("id" = 1)
);
INSERT INTO "search_state" ("id", "synonyms_version") VALUES (1, 1);

-- What shoppers searched for, with no shopper identity; the housekeeping job deletes rows after
-- 90 days.
CREATE TABLE "search_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "query" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "results" INTEGER NOT NULL,
    "clicked" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "search_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "search_log_created_at_idx" ON "search_log"("created_at");

-- The grocery words Korean shoppers use for the same thing, in both languages.
INSERT INTO "search_synonyms" ("two_way", "from_term", "terms") VALUES
    (true, NULL, ARRAY['계란', '달걀', 'egg', 'eggs', '에그']),
    (true, NULL, ARRAY['휴지', '화장지', '두루마리', 'toilet tissue', 'toilet paper']),
    (true, NULL, ARRAY['티슈', '곽티슈', 'tissue', 'tissues']),
    (true, NULL, ARRAY['물티슈', 'wet wipes', 'wipes']),
    (true, NULL, ARRAY['생수', '먹는샘물', 'water', 'mineral water', 'bottled water']),
    (false, '물', ARRAY['생수']),
    (false, '탄산', ARRAY['사이다', '콜라', '탄산수', '소다', '밀키스']),
    (true, NULL, ARRAY['탄산음료', 'soda', 'soft drink', 'fizzy drink']),
    (false, 'soda', ARRAY['사이다', '콜라', '밀키스']),
    (true, NULL, ARRAY['사이다', 'cider', 'lemon lime soda']),
    (true, NULL, ARRAY['콜라', 'coca-cola', 'coke']),
    (true, NULL, ARRAY['세제', 'detergent']),
    (true, NULL, ARRAY['세탁세제', '빨래세제', 'laundry detergent', 'laundry liquid']),
    (true, NULL, ARRAY['주방세제', '설거지세제', 'dish soap', 'dishwashing liquid']),
    (true, NULL, ARRAY['대파', '쪽파', 'spring onion', 'green onion', 'scallion']),
    (false, '파', ARRAY['대파']),
    (true, NULL, ARRAY['요구르트', '요거트', '요플레', 'yogurt', 'yoghurt']),
    (true, NULL, ARRAY['라면', 'ramen', 'ramyun', 'ramyeon', 'instant noodles']),
    (true, NULL, ARRAY['두부', 'tofu', 'bean curd']),
    (true, NULL, ARRAY['고춧가루', '고추가루', 'red pepper powder', 'chili powder', 'gochugaru']),
    (true, NULL, ARRAY['고추장', 'gochujang', 'red pepper paste']),
    (true, NULL, ARRAY['된장', 'doenjang', 'soybean paste']),
    (true, NULL, ARRAY['간장', 'soy sauce']),
    (true, NULL, ARRAY['참기름', 'sesame oil']),
    (true, NULL, ARRAY['우유', 'milk']),
    (true, NULL, ARRAY['김치', 'kimchi']),
    (true, NULL, ARRAY['과자', '스낵', 'snack', 'snacks', 'chips', 'crackers']),
    (true, NULL, ARRAY['아이스크림', '빙과', 'ice cream']),
    (true, NULL, ARRAY['커피', 'coffee']),
    (true, NULL, ARRAY['키친타월', '키친타올', 'paper towel', 'kitchen towel']),
    (true, NULL, ARRAY['랩', '비닐랩', 'plastic wrap', 'cling film']),
    (true, NULL, ARRAY['샴푸', 'shampoo']),
    (true, NULL, ARRAY['치약', 'toothpaste']),
    (true, NULL, ARRAY['칫솔', 'toothbrush']),
    (true, NULL, ARRAY['비누', 'soap']),
    (true, NULL, ARRAY['돼지고기', '돈육', 'pork']),
    (true, NULL, ARRAY['소고기', '쇠고기', '우육', 'beef']),
    (true, NULL, ARRAY['닭고기', '계육', 'chicken']),
    (true, NULL, ARRAY['쌀', '백미', 'rice']),
    (true, NULL, ARRAY['만두', '교자', 'dumplings', 'gyoza', 'mandu']),
    (true, NULL, ARRAY['채소', '야채', 'vegetables', 'veggies', 'vegetable']),
    (true, NULL, ARRAY['과일', 'fruit', 'fruits']),
    (true, NULL, ARRAY['음료', '음료수', 'drinks', 'drink', 'beverages']),
    (true, NULL, ARRAY['버섯', 'mushroom', 'mushrooms']);
