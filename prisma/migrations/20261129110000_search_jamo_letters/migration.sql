-- The Hangul of the search document by one letter a jamo, for its trigram index (ADR 50). In the
-- document's alphabet (ADR 34) a jamo is a letter a-m and a digit 1-4, so a trigram of the codes
-- spans one and a half jamo and nearly every Korean document holds the commonest ones: the index
-- read for a two-syllable word (라면, c1h3e1j1a4) was most of the results page's time. Here each
-- Hangul code keeps its letter only (라면 is cheja) and every other code is a space, so a trigram
-- spans three jamo, about a syllable. Four jamo share a letter, so a match here is necessary, not
-- sufficient: the statement asks both (this column through its index, the codes for the exact
-- match). Generated from the codes: whatever writes products_search keeps it right.
ALTER TABLE "products_search"
    ADD COLUMN "search_doc_jamo" TEXT GENERATED ALWAYS AS (translate(regexp_replace("search_doc", '[n-z][0-9]|[a-z][05-9]', ' ', 'g'), '1234', '')) STORED;

CREATE INDEX "products_search_doc_jamo_idx" ON "products_search" USING GIN ("search_doc_jamo" gin_trgm_ops);
