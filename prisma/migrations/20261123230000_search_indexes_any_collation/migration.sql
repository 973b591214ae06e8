-- Header search on any database collation. `lower(name) LIKE 'q%'` becomes a range on a b-tree
-- only when the index compares bytes (C); on a database created with a libc or ICU collation
-- (en_US.UTF-8, as managed services create them) the prefix indexes were walked whole. These
-- compare lower(name) and lower(name_kr) in "C" order; the search writes the same expression
-- (lower(...) COLLATE "C"), so it reads matches as a range and in order on every database.
-- lower() itself still runs in the column's collation, so case folding and matches are unchanged.
-- The new indexes are built before the old ones go, so searches keep an index meanwhile; like
-- the old ones they are partial and exist in the database only (not in schema.prisma).
CREATE INDEX "products_live_name_prefix_c_idx" ON "products"(lower("name") COLLATE "C", "list_position" DESC)
    WHERE "archived_at" IS NULL;
CREATE INDEX "products_live_name_kr_prefix_c_idx" ON "products"(lower("name_kr") COLLATE "C", "list_position" DESC)
    WHERE "archived_at" IS NULL;
DROP INDEX "products_live_name_prefix_idx";
DROP INDEX "products_live_name_kr_prefix_idx";
ALTER INDEX "products_live_name_prefix_c_idx" RENAME TO "products_live_name_prefix_idx";
ALTER INDEX "products_live_name_kr_prefix_c_idx" RENAME TO "products_live_name_kr_prefix_idx";
