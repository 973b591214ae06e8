-- The narrower order search index (ADR 0058) takes the name the back office's plans and the
-- documents know it by. A rename takes a brief exclusive lock on the index, no build.
ALTER INDEX "orders_search_narrower_idx" RENAME TO "orders_search_idx";
