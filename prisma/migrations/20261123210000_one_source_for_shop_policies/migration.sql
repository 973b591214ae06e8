-- One source for the shop's return, withdrawal and refund terms
-- (docs/decisions/0020-one-source-for-shop-policies.md): the product page's refund tab now shows
-- the return policy, so the separate refund text goes.
DELETE FROM "shop_settings" WHERE "key" = 'refund_policy';

-- The first seeded return policy allowed 3 days and never a change of mind, against the 7-day
-- withdrawal right. Where the shop never edited it, drop it: the settings then read the new
-- default. An edited policy stays as the shop team wrote it.
DELETE FROM "shop_settings"
 WHERE "key" = 'return_policy'
   AND "value" = '{"title": "Return Policy", "effective_date": "2025-07-23", "sections": [{"heading": "Cancellation", "body": "An order can be cancelled while it is pending within 24 hours of payment, when delivery is delayed by more than 10 days, or when an item is out of stock."}, {"heading": "Returns", "body": "Returns are accepted only for a wrong or defective item, requested within 3 days of receipt with photos of the item and its packaging."}, {"heading": "Missing items", "body": "A missing item must be reported within 1 day of delivery."}, {"heading": "Not returnable", "body": "Change of mind, shoes, bags and accessories, items damaged by the customer, and returns sent without our approval."}]}'::jsonb;
