import { payablePrice } from '@jangbogi/contracts/money';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { LockedCartLine } from './cart.ts';

export interface OrderedProduct {
  id: string;
  name: string;
  name_kr: string;
  unit_price: number;
  quantity: number;
}

interface ProductPriceRow {
  id: string;
  name: string;
  name_kr: string;
  sell_price: number;
  sale_price: number | null;
  compare_price: number | null;
  is_on_sale: boolean;
}

async function outOfStock(tx: DbOrTx, productId: string): Promise<Error> {
  const product = await tx.product.findUnique({
    where: { id: productId },
    select: { name: true, stockQuantity: true, archivedAt: true },
  });
  if (!product || product.archivedAt) {
    return conflict(`${product?.name ?? 'A product in your cart'} is no longer available`, 'PRODUCT_UNAVAILABLE', {
      product_id: productId,
      available: 0,
    });
  }
  const available = Math.max(0, product.stockQuantity);
  return conflict(`Only ${available} left of ${product.name}`, 'OUT_OF_STOCK', {
    product_id: productId,
    available,
  });
}

interface AvailableRow extends ProductPriceRow {
  stock_quantity: number;
}

/**
 * Prices the lines and checks that they are in stock, without locking anything: an order that
 * cannot be filled is refused before it writes. The stock itself is taken by takeStock, last.
 */
export async function priceLines(tx: DbOrTx, lines: LockedCartLine[]): Promise<OrderedProduct[]> {
  const rows = await tx.$queryRaw<AvailableRow[]>`
    SELECT id::text AS id, name, name_kr, sell_price, sale_price, compare_price, is_on_sale, stock_quantity
    FROM products WHERE id = ANY(${lines.map((l) => l.product_id)}::uuid[]) AND archived_at IS NULL`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered: OrderedProduct[] = [];
  for (const line of lines) {
    const product = byId.get(line.product_id);
    if (!product || product.stock_quantity < line.quantity) throw await outOfStock(tx, line.product_id);
    ordered.push({
      id: product.id,
      name: product.name,
      name_kr: product.name_kr,
      unit_price: payablePrice(product),
      quantity: line.quantity,
    });
  }
  return ordered;
}

/**
 * Takes each line's quantity out of stock, one guarded statement per product. It runs as the
 * order transaction's last step, so the hot product rows stay locked only from here to the
 * commit, which is what lets many checkouts of the same products go through per second. The
 * guard makes overselling impossible: the loser of a race for the last unit updates no row and
 * the whole order rolls back. Lines are sorted by product id, so concurrent orders lock product
 * rows in the same order and never deadlock. A price changed since priceLines also rolls back.
 */
export async function takeStock(tx: DbOrTx, products: OrderedProduct[]): Promise<void> {
  for (const line of [...products].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const rows = await tx.$queryRaw<ProductPriceRow[]>`
      UPDATE products SET stock_quantity = stock_quantity - ${line.quantity}
      WHERE id = ${line.id}::uuid AND stock_quantity >= ${line.quantity} AND archived_at IS NULL
      RETURNING id, name, name_kr, sell_price, sale_price, compare_price, is_on_sale`;
    const product = rows[0];
    if (!product) throw await outOfStock(tx, line.id);
    if (payablePrice(product) !== line.unit_price) {
      throw conflict(`The price of ${product.name} just changed. Please check your cart and try again.`, 'PRICE_CHANGED', {
        product_id: line.id,
      });
    }
  }
}

/** Each product's main image (else its first), for the order's line snapshots. */
export async function mainImageUrls(tx: DbOrTx, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ product_id: string; url: string }[]>`
    SELECT DISTINCT ON (product_id) product_id, url
    FROM product_images
    WHERE product_id = ANY(${productIds}::uuid[])
    ORDER BY product_id, is_main DESC, sort_order, created_at`;
  return new Map(rows.map((r) => [r.product_id, r.url]));
}
