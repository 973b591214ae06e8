// The one SELECT every product list uses: only the card's fields, the main image URL read from the
// product row (kept by triggers on product_images), so a list is a single round trip with no N+1.
import { prismaSql } from '../../db/sql.ts';
import type { ProductSummary } from '@jangbogi/contracts/catalog';
import type { StorageTemperature } from '@jangbogi/contracts/product-information';
import type { TaxType } from '@jangbogi/contracts/tax-split';
import { Prisma } from '../../generated/prisma/client.ts';
import type { DbOrTx } from '../../db/client.ts';
import { UNIT_COLUMNS, unitFieldsOf, type UnitRow } from '../unit-fields.ts';

export interface ProductRow extends UnitRow {
  id: string;
  name: string;
  name_kr: string;
  brand: string | null;
  brand_kr: string | null;
  weight: string | null;
  weight_kr: string | null;
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
  is_featured: boolean;
  is_highlighted: boolean;
  stock_quantity: number;
  subcategory_id: string;
  image_url: string | null;
  storage: StorageTemperature;
  tax_type: TaxType;
}

export const PRODUCT_COLUMNS = Prisma.sql`
  p.id::text AS id, p.name, p.name_kr, p.brand, p.brand_kr, p.weight, p.weight_kr, p.sell_price, p.sale_price, p.compare_price,
  p.is_on_sale, p.is_featured, p.is_highlighted, p.stock_quantity, p.subcategory_id::text AS subcategory_id,
  p.main_image_url AS image_url, p.storage, p.tax_type, ${UNIT_COLUMNS}`;

/** What the shopper pays. */
export function payable(row: {
  is_on_sale: boolean;
  sale_price: number | null;
  sell_price: number;
}): number {
  return row.is_on_sale && row.sale_price !== null ? row.sale_price : row.sell_price;
}

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    name_kr: row.name_kr,
    brand: row.brand,
    brand_kr: row.brand_kr,
    weight: row.weight,
    weight_kr: row.weight_kr,
    sell_price: row.sell_price,
    sale_price: row.sale_price,
    compare_price: row.compare_price,
    is_on_sale: row.is_on_sale,
    is_featured: row.is_featured,
    is_highlighted: row.is_highlighted,
    stock_quantity: row.stock_quantity,
    price: payable(row),
    imageUrl: row.image_url,
    subcategory_id: row.subcategory_id,
    storage: row.storage,
    tax_type: row.tax_type,
    ...unitFieldsOf(row),
  };
}

/** Live (not archived) products matching `where`, newest first; list_position is unique, so paging is stable. */
export async function selectProducts(
  db: DbOrTx,
  where: Prisma.Sql,
  window: { limit: number; offset: number },
): Promise<ProductSummary[]> {
  const rows = await prismaSql(db).query<ProductRow>(Prisma.sql`
    SELECT ${PRODUCT_COLUMNS}
    FROM products p
    WHERE p.archived_at IS NULL AND ${where}
    ORDER BY p.list_position DESC
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  return rows.map(toProductSummary);
}
