// Bulk edits from the admin product list: one change for every selected product, in one
// transaction. When any product cannot take it, none changes and the 409 names every refusal.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import {
  priceProblems,
  type ProductBulkBody,
  type ProductBulkChange,
  type ProductBulkFailure,
} from '@jangbogi/contracts/admin-catalog';
import { weighedPrice } from '@jangbogi/contracts/unit-price';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, DomainError, notFound } from '../../lib/errors.ts';
import { applyStockChange } from './stock.ts';

type PriceChange = Exclude<ProductBulkChange, { field: 'stock' }>;
interface Locked {
  id: string;
  name: string;
  sellPrice: number;
  salePrice: number | null;
  comparePrice: number | null;
  isOnSale: boolean;
  soldByWeight: boolean;
  pricePerKg: number | null;
  estimatedGrams: number | null;
}

const dataOf = (change: PriceChange) => {
  switch (change.field) {
    case 'sell_price':
      return { sellPrice: change.value };
    case 'sale_price':
      return { salePrice: change.value };
    case 'is_on_sale':
      return { isOnSale: change.value };
    case 'is_featured':
      return { isFeatured: change.value };
  }
};

function priceRefusal(product: Locked, change: PriceChange): string | null {
  const next = { ...product, ...dataOf(change) };
  const problems = priceProblems({
    sell_price: next.sellPrice,
    sale_price: next.salePrice,
    compare_price: next.comparePrice,
    is_on_sale: next.isOnSale,
  });
  const messages = Object.values(problems).flat();
  // A weighed product's price follows its price per kg and estimated weight (unit-price.ts).
  if (
    change.field === 'sell_price' &&
    next.soldByWeight &&
    next.pricePerKg !== null &&
    next.estimatedGrams !== null &&
    next.sellPrice !== weighedPrice(next.pricePerKg, next.estimatedGrams)
  )
    messages.push('A product sold by weight is priced by its price per kg in the product form');
  return messages.length > 0 ? messages.join('. ') : null;
}

async function lockAll(tx: DbOrTx, ids: string[]): Promise<Locked[]> {
  // Locked in id order, like every multi-product transaction, so two bulk edits cannot deadlock.
  await prismaSql(tx).query(
    Prisma.sql`SELECT id FROM products WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`,
  );
  const products = await tx.product.findMany({
    where: { id: { in: ids } },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      name: true,
      sellPrice: true,
      salePrice: true,
      comparePrice: true,
      isOnSale: true,
      soldByWeight: true,
      pricePerKg: true,
      estimatedGrams: true,
    },
  });
  if (products.length !== ids.length) throw notFound('products.bulkSomeGone');
  return products;
}

export function bulkUpdateProducts(
  db: Db,
  body: ProductBulkBody,
  actorUserId: string,
): Promise<{ updated: number }> {
  const ids = [...new Set(body.ids)].sort();
  const { change } = body;
  return inTransaction(db, async (tx) => {
    const products = await lockAll(tx, ids);
    const failed: ProductBulkFailure[] = [];
    if (change.field === 'stock') {
      // One movement per product, through the same guarded change as the single-product endpoint.
      for (const product of products) {
        try {
          await applyStockChange(tx, {
            productId: product.id,
            change: change.change,
            reason: change.reason,
            actorUserId,
          });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          failed.push({ _id: product.id, name: product.name, message: error.message });
        }
      }
    } else {
      for (const product of products) {
        const refusal = priceRefusal(product, change);
        if (refusal) failed.push({ _id: product.id, name: product.name, message: refusal });
      }
      if (failed.length === 0)
        await tx.product.updateMany({ where: { id: { in: ids } }, data: dataOf(change) });
    }
    if (failed.length > 0) {
      // Throwing rolls back whatever this transaction already changed.
      throw conflict(
        'products.bulkRefused',
        { failed: failed.length, total: ids.length },
        'BULK_REFUSED',
        { failed },
      );
    }
    return { updated: ids.length };
  });
}
