// The cart's lines priced for the order, and the check of the stock they took. The stock is
// taken by place_order's last statement (prisma/functions/place_order.sql), which locks the
// order's product rows in id order, the shop-wide lock order.
import { payablePrice } from '@jangbogi/contracts/money';
import type { TaxType } from '@jangbogi/contracts/tax-split';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { conflict } from '../../lib/errors.ts';

export interface OrderedProduct {
  /** The cart line it comes from. */
  lineId: string;
  id: string;
  name: string;
  name_kr: string;
  image_url: string | null;
  unit_price: number;
  tax_type: TaxType;
  quantity: number;
}

interface PriceColumns {
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
}

/** A cart line with its product, as the checkout reads it (open.ts). */
export interface CartProductRow extends PriceColumns {
  line_id: string;
  product_id: string;
  quantity: number;
  name: string;
  name_kr: string;
  stock_quantity: number;
  archived: boolean;
  image_url: string | null;
  tax_type: TaxType;
}

function unavailable(product: {
  id: string;
  name?: string | undefined;
  stock?: number;
  archived?: boolean;
}) {
  if (product.stock === undefined || product.archived) {
    return conflict(
      'stock.unavailable',
      { name: product.name ?? 'unnamed' },
      'PRODUCT_UNAVAILABLE',
      {
        product_id: product.id,
        available: 0,
      },
    );
  }
  const available = Math.max(0, product.stock);
  return conflict(
    'stock.onlyLeftOf',
    { count: available, name: product.name ?? '' },
    'OUT_OF_STOCK',
    {
      product_id: product.id,
      available,
    },
  );
}

/**
 * The cart's lines priced at today's prices, in product id order. An order that cannot be
 * filled is refused here, before anything is written.
 */
export function orderedProducts(rows: CartProductRow[]): OrderedProduct[] {
  return rows.map((row) => {
    if (row.archived || row.stock_quantity < row.quantity) {
      throw unavailable({
        id: row.product_id,
        name: row.name,
        stock: row.stock_quantity,
        archived: row.archived,
      });
    }
    return {
      lineId: row.line_id,
      id: row.product_id,
      name: row.name,
      name_kr: row.name_kr,
      image_url: row.image_url,
      tax_type: row.tax_type,
      unit_price: payablePrice(row),
      quantity: row.quantity,
    };
  });
}

export type TakenRow = PriceColumns & { id: string; name: string };

/** The lines in product id order, the order place_order locks their products in. */
export function inLockOrder(products: OrderedProduct[]): OrderedProduct[] {
  return [...products].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Refuses the order unless every line's stock was taken at the price the order was priced at: a
 * product sold out or archived since the cart was read, or a price changed, rolls it back.
 * `lines` are the ones given to the stock statement, in lock order.
 */
export async function checkTakenStock(
  sql: Sql,
  lines: OrderedProduct[],
  rows: TakenRow[],
): Promise<void> {
  const taken = new Map(rows.map((row) => [row.id, row]));
  for (const line of lines) {
    const product = taken.get(line.id);
    if (!product) throw unavailable(await currentStock(sql, line.id));
    if (payablePrice(product) !== line.unit_price) {
      throw conflict('stock.priceChanged', { name: product.name }, 'PRICE_CHANGED', {
        product_id: line.id,
      });
    }
  }
}

async function currentStock(sql: Sql, productId: string) {
  const [row] = await sql.query<{ name: string; stock_quantity: number; archived: boolean }>(
    Prisma.sql`SELECT name, stock_quantity, archived_at IS NOT NULL AS archived
                 FROM products WHERE id = ${productId}::uuid`,
  );
  return {
    id: productId,
    name: row?.name,
    stock: row?.stock_quantity,
    archived: row?.archived ?? true,
  };
}
