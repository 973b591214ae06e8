// The cart's lines priced for the order, and the stock they take. Stock is taken by one
// statement that locks the order's product rows in id order (the shop-wide lock order: products
// by id, then promos), late in the order's transaction so that hot rows stay locked only from
// there to the commit.
import { payablePrice } from '@jangbogi/contracts/money';
import type { Sql } from '../../db/sql.ts';
import { conflict } from '../../lib/errors.ts';

export interface OrderedProduct {
  /** The cart line it comes from. */
  lineId: string;
  id: string;
  name: string;
  name_kr: string;
  image_url: string | null;
  unit_price: number;
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
}

function unavailable(product: {
  id: string;
  name?: string | undefined;
  stock?: number;
  archived?: boolean;
}) {
  if (product.stock === undefined || product.archived) {
    return conflict(
      `${product.name ?? 'A product in your cart'} is no longer available`,
      'PRODUCT_UNAVAILABLE',
      {
        product_id: product.id,
        available: 0,
      },
    );
  }
  const available = Math.max(0, product.stock);
  return conflict(`Only ${available} left of ${product.name}`, 'OUT_OF_STOCK', {
    product_id: product.id,
    available,
  });
}

// The cart is found first and its lines read on (cart_id, product_id) (open.ts): joined instead,
// the planner may walk cart_items by product, all the carts holding a hot product, on every order.
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
      unit_price: payablePrice(row),
      quantity: row.quantity,
    };
  });
}

/**
 * The CTEs that take each line's quantity out of stock, for the order statement (place.ts), with
 * `$ids` and `$quantities` the lines' product ids and quantities in id order. `locked` locks the
 * product rows in id order before any is changed, so concurrent orders and cancellations never
 * deadlock on them; the guard makes overselling impossible (the loser of a race for the last
 * unit changes no row, and checkTakenStock rolls the whole order back).
 */
export function takeStockCtes(ids: string, quantities: string): string {
  return `locked AS MATERIALIZED (
  SELECT id FROM products WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR NO KEY UPDATE
), taken AS (
  UPDATE products p SET stock_quantity = p.stock_quantity - l.quantity
    FROM unnest(${ids}::uuid[], ${quantities}::int[]) AS l(id, quantity)
   WHERE p.id = l.id AND p.id IN (SELECT id FROM locked)
     AND p.stock_quantity >= l.quantity AND p.archived_at IS NULL
  RETURNING p.id::text AS id, p.name, p.sell_price, p.sale_price, p.compare_price, p.is_on_sale
)`;
}

export type TakenRow = PriceColumns & { id: string; name: string };

/** The lines in the lock order the stock statement wants: product id. */
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
      throw conflict(
        `The price of ${product.name} just changed. Please check your cart and try again.`,
        'PRICE_CHANGED',
        {
          product_id: line.id,
        },
      );
    }
  }
}

async function currentStock(sql: Sql, productId: string) {
  const [row] = await sql.query<{ name: string; stock_quantity: number; archived: boolean }>(
    'SELECT name, stock_quantity, archived_at IS NOT NULL AS archived FROM products WHERE id = $1::uuid',
    [productId],
  );
  return {
    id: productId,
    name: row?.name,
    stock: row?.stock_quantity,
    archived: row?.archived ?? true,
  };
}
