-- The Latin letters of the search document and of the romanisations, as plain text (ADR 45).
-- In the document's alphabet (ADR 34) a Latin letter is the letter and a 0 (ramen is
-- r0a0m0e0n0), so every trigram of a Latin word holds one or two letters and "0a0", "0e0", "0n0"
-- are in most documents: the trigram index reads those long lists for every Latin text
-- (`instantnoodles`, a synonym of 라면: 30-90 ms at 100,000 products). Here each Latin letter is
-- itself and every other code a space, so a Latin text is found by its own trigrams (0.5 ms), and
-- `ramen` is in these letters exactly when `r0a0m0e0n0` is in the codes (codes are a letter and a
-- digit, so a match can only start at a code). Generated from the code columns: whatever
-- writes products_search keeps them right.
ALTER TABLE "products_search"
    ADD COLUMN "search_doc_latin" TEXT GENERATED ALWAYS AS (translate(regexp_replace("search_doc", '[a-z][1-9]', ' ', 'g'), '0', '')) STORED,
    ADD COLUMN "search_alt_latin" TEXT GENERATED ALWAYS AS (translate(regexp_replace("search_alt", '[a-z][1-9]', ' ', 'g'), '0', '')) STORED;

CREATE INDEX "products_search_doc_latin_idx" ON "products_search" USING GIN ("search_doc_latin" gin_trgm_ops);
CREATE INDEX "products_search_alt_latin_idx" ON "products_search" USING GIN ("search_alt_latin" gin_trgm_ops);
