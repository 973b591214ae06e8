-- The search vocabulary (ADR 60): each run of one to three words of the live products' names,
-- brands and keywords, in the normalised text and in the search document's alphabet (ADR 34).
-- The typo stage looks for the shopper's meaning among these rows by the trigram index. The API
-- writes them with each search document; the housekeeping pass removes the unused and fills the
-- table for the products that were there before it.
CREATE TABLE "search_terms" (
    "code" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "search_terms_pkey" PRIMARY KEY ("code")
);

CREATE INDEX "search_terms_code_idx" ON "search_terms" USING GIN ("code" gin_trgm_ops);
