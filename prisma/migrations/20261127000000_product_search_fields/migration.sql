-- The brand as Korean shoppers know it (농심 for Nongshim) and the words the shop team adds for a
-- product to be found by (계란 for 특란): both are searched with the names.
ALTER TABLE "products" ADD COLUMN "brand_kr" TEXT;
ALTER TABLE "products" ADD COLUMN "search_keywords" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
