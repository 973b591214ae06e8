-- Taxed and exempt goods (ADR 0038): products carry their VAT type, order lines keep the one
-- they were ordered with, orders and cash receipts keep their total split as Hometax records it.
-- And the return policies name the shop's chosen messenger instead of WhatsApp.

CREATE TYPE "TaxType" AS ENUM ('taxed', 'exempt');

ALTER TABLE "products" ADD COLUMN "tax_type" "TaxType" NOT NULL DEFAULT 'taxed';
ALTER TABLE "order_items" ADD COLUMN "tax_type" "TaxType" NOT NULL DEFAULT 'taxed';
ALTER TABLE "orders" ADD COLUMN "tax_taxable" INTEGER NOT NULL DEFAULT 0,
                     ADD COLUMN "tax_vat" INTEGER NOT NULL DEFAULT 0,
                     ADD COLUMN "tax_exempt" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "cash_receipts" ADD COLUMN "taxable" INTEGER NOT NULL DEFAULT 0,
                            ADD COLUMN "vat" INTEGER NOT NULL DEFAULT 0,
                            ADD COLUMN "exempt" INTEGER NOT NULL DEFAULT 0;

-- The built-in catalogue's unprocessed food is exempt, as the seed now says, and its processed items
-- (seasoned laver, laver snacks, salted roe, a tofu-pocket kit, cooked rice) stay taxed. Products
-- the shop team made are left taxed for the team to check.
UPDATE "products" p SET "tax_type" = 'exempt'
  FROM "subcategories" s
 WHERE s.id = p.subcategory_id
   AND s.name IN ('Vegetables', 'Fruit', 'Mushrooms', 'Pork', 'Beef', 'Chicken & Eggs', 'Fish',
                  'Shellfish & Squid', 'Dried Seafood & Laver', 'Tofu', 'Kimchi', 'Rice & Grains')
   AND NOT p.name_kr LIKE ANY (ARRAY['광천 조미김 %', '비비고 김스낵 %', '명란젓 %', '유부초밥 키트 %',
                                     '햇반 %']);

UPDATE "order_items" oi SET "tax_type" = p.tax_type
  FROM "products" p WHERE p.id = oi.product_id;

-- Every order's split by the rule of packages/contracts/src/tax-split.ts, on what it kept after
-- refunds: the discount spread over taxed and exempt goods by value, the delivery charges over
-- what is left of each, VAT one eleventh of the taxed part, each share rounded half up to the won
-- (floor((2n + d) / 2d), as the code does).
WITH goods AS (
  SELECT o.id,
         coalesce(sum(oi.unit_price * (oi.quantity - oi.returned_quantity))
                    FILTER (WHERE oi.tax_type = 'taxed'), 0)::bigint AS taxed,
         coalesce(sum(oi.unit_price * (oi.quantity - oi.returned_quantity))
                    FILTER (WHERE oi.tax_type = 'exempt'), 0)::bigint AS exempt,
         o.discount::bigint AS discount,
         (o.shipping_price + o.remote_area_surcharge)::bigint AS delivery
    FROM "orders" o LEFT JOIN "order_items" oi ON oi.order_id = o.id
   GROUP BY o.id
), discounted AS (
  SELECT g.*,
         CASE WHEN g.taxed + g.exempt = 0 THEN 0
              ELSE (2 * g.discount * g.taxed + g.taxed + g.exempt) / (2 * (g.taxed + g.exempt))
         END AS taxed_discount
    FROM goods g
), net AS (
  SELECT d.id, d.delivery,
         d.taxed - d.taxed_discount AS taxed_net,
         d.exempt - (d.discount - d.taxed_discount) AS exempt_net,
         d.taxed AS taxed_goods, d.exempt AS exempt_goods
    FROM discounted d
), delivered AS (
  SELECT n.*,
         CASE WHEN n.taxed_net + n.exempt_net > 0
                THEN (2 * n.delivery * n.taxed_net + n.taxed_net + n.exempt_net)
                     / (2 * (n.taxed_net + n.exempt_net))
              WHEN n.taxed_goods + n.exempt_goods > 0
                THEN (2 * n.delivery * n.taxed_goods + n.taxed_goods + n.exempt_goods)
                     / (2 * (n.taxed_goods + n.exempt_goods))
              ELSE n.delivery
         END AS taxed_delivery
    FROM net n
), split AS (
  SELECT d.id,
         d.taxed_net + d.taxed_delivery AS taxed_gross,
         (2 * (d.taxed_net + d.taxed_delivery) + 11) / 22 AS vat,
         d.exempt_net + d.delivery - d.taxed_delivery AS exempt
    FROM delivered d
)
UPDATE "orders" o
   SET "tax_taxable" = (s.taxed_gross - s.vat)::int, "tax_vat" = s.vat::int,
       "tax_exempt" = s.exempt::int
  FROM split s WHERE s.id = o.id;

-- A receipt states the split of the order it was issued for as the order stands now, receipts
-- already issued keep their amount, and are split in the same proportions.
UPDATE "cash_receipts" r
   SET "exempt" = CASE WHEN o.total = 0 THEN 0
                       ELSE ((2 * r.amount::bigint * o.tax_exempt + o.total) / (2 * o.total))::int END
  FROM "orders" o WHERE o.id = r.order_id;
UPDATE "cash_receipts" SET "vat" = ((2 * (amount - exempt)::bigint + 11) / 22)::int;
UPDATE "cash_receipts" SET "taxable" = amount - exempt - vat;

-- The return policies named WhatsApp, they now name the messenger the shop chose ({messenger}).
UPDATE "shop_settings"
   SET value = replace(value::text, 'phone, email or WhatsApp and', 'phone, email or {messenger} and')::jsonb
 WHERE key = 'return_policy';
UPDATE "shop_settings"
   SET value = replace(value::text, '전화, 이메일 또는 WhatsApp으로 고객센터에',
                       '전화, 이메일, {messenger} 중 편하신 방법으로 고객센터에')::jsonb
 WHERE key = 'return_policy_ko';
