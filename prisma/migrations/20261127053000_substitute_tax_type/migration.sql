-- A substitute is taxed as the product that went into the box (ADR 0038, ADR 0039): the line
-- keeps the tax type it was ordered with and, once substituted, the substitute's own.

ALTER TABLE "order_items" ADD COLUMN "substitute_tax_type" "TaxType";

-- Lines already substituted take their substitute's type, where the product is still there.
UPDATE "order_items" oi SET "substitute_tax_type" = p.tax_type
  FROM "products" p
 WHERE p.id = oi.substitute_product_id AND oi.substitute_name IS NOT NULL;
