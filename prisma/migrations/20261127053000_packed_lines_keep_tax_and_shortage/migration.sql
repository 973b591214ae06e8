-- What packing decided stays as it was (ADR 0038, ADR 0039):
-- - a substitute is taxed as the product that went into the box: the line keeps the tax type it
--   was ordered with and, once substituted, the substitute's own;
-- - the units a packed line was short by are kept, so a later return of packed units does not
--   make the line read as less short.

ALTER TABLE "order_items" ADD COLUMN "substitute_tax_type" "TaxType",
                          ADD COLUMN "packed_short_quantity" INTEGER;

-- Lines already substituted take their substitute's type, where the product is still there.
UPDATE "order_items" oi SET "substitute_tax_type" = p.tax_type
  FROM "products" p
 WHERE p.id = oi.substitute_product_id AND oi.substitute_name IS NOT NULL;

-- Lines already packed: short by what was kept and did not go out, as the pages computed it.
UPDATE "order_items"
   SET "packed_short_quantity" = GREATEST(0, "quantity" - "returned_quantity" - "packed_quantity")
 WHERE "packed_quantity" IS NOT NULL;
