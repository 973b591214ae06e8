-- orders_search_idx (GIN, trigrams of five columns) no longer keeps a pending list (ADR 0049).
-- With fastupdate on, each order write appended its trigrams to the list and whichever write
-- filled it to gin_pending_list_limit (4 MB, about 2,000 order writes) merged the whole list into
-- the index inside its own transaction: once an auto-cancel batch of two orders held their rows
-- 17.5 s doing so, and a checkout could draw the same lot. Without the list each write updates
-- the index itself: a guest checkout rush of 3,000 orders beside a million ran as fast or faster
-- (68 against 60 orders/s) and its slowest order took 2.1 s against 4.1 s.
-- The setting takes a brief exclusive lock on the index; what the list holds is merged once here.
ALTER INDEX "orders_search_idx" SET (fastupdate = off);
SELECT gin_clean_pending_list('orders_search_idx'::regclass);
