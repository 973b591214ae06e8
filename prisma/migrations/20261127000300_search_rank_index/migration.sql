-- The search's trigram candidates in the order they rank within a tier (ADR 34): in stock first,
-- then units sold over the last 30 days, then newest. For a common text (`ra`, 14,000 of 100,000
-- products) the read walks this index and stops at its cap instead of reading and sorting every
-- match; the document columns are included so that walk reads the index alone, never the table.
CREATE INDEX "products_search_rank_idx" ON "products"
    ((stock_quantity > 0) DESC, "sales_30d" DESC, "list_position" DESC, "id")
    INCLUDE ("search_doc", "search_alt")
    WHERE "archived_at" IS NULL;
