-- A product's stock-keeping unit: the shop's own code for it, by which a spreadsheet import
-- finds the product to update. Products made before it have none until the team gives them one.
ALTER TABLE "products" ADD COLUMN "sku" TEXT;

CREATE UNIQUE INDEX "products_sku_key" ON "products"("sku");
