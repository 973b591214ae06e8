-- Unit prices (가격표시제 실시요령) and weighed goods. A product states its net quantity in a unit
-- and a pack count ("120g x 5" is 120 g in 5 packs) beside the display weight, so every page can
-- show the price per 100 g, 100 ml, piece or 10 sheets (packages/contracts/src/unit-price.ts).
-- A product sold by weight is priced per kg; the shopper pays for the estimated grams.
ALTER TABLE "products"
    ADD COLUMN "net_quantity" DOUBLE PRECISION,
    ADD COLUMN "net_unit" TEXT,
    ADD COLUMN "pack_count" INTEGER NOT NULL DEFAULT 1,
    ADD COLUMN "sold_by_weight" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "price_per_kg" INTEGER,
    ADD COLUMN "estimated_grams" INTEGER;

ALTER TABLE "products"
    ADD CONSTRAINT "products_net_unit_known"
        CHECK ("net_unit" IN ('g', 'kg', 'ml', 'L', '개', '매', '롤')),
    ADD CONSTRAINT "products_net_quantity_with_unit"
        CHECK (("net_quantity" IS NULL) = ("net_unit" IS NULL) AND ("net_quantity" IS NULL OR "net_quantity" > 0)),
    ADD CONSTRAINT "products_pack_count_positive" CHECK ("pack_count" >= 1),
    ADD CONSTRAINT "products_weighed_priced"
        CHECK (NOT "sold_by_weight" OR ("price_per_kg" > 0 AND "estimated_grams" > 0));
