-- The search's trigram candidates in the order they rank within a tier (ADR 34): in stock first,
-- then units sold over the last 30 days, then newest. For a common text (`ra`, 14,000 of 100,000
-- products) the read walks this index and stops at its cap instead of reading and sorting every
-- match. The document columns, and stock_quantity (PostgreSQL reads an index alone only when
-- every column the query names is stored in it, an expression's columns included), are included
-- so that the walk reads the index alone, never the table.
CREATE INDEX "products_search_rank_idx" ON "products"
    ((stock_quantity > 0) DESC, "sales_30d" DESC, "list_position" DESC, "id")
    INCLUDE ("stock_quantity", "search_doc", "search_alt")
    WHERE "archived_at" IS NULL;
