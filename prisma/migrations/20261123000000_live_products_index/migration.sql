-- The shop grid pages through live products newest first and counts them on every page. This
-- partial index holds exactly those rows: the page is read from it in order, and the count is an
-- index-only scan instead of reading the whole products table. Partial indexes cannot be written
-- in schema.prisma, so like the search index it exists in the database only.
CREATE INDEX "products_live_list_position_idx" ON "products"("list_position") WHERE "archived_at" IS NULL;
