// Stock changes by the shop team. Stock is never set to a number the admin saw earlier: it
// moves by a delta ("+12 received", "-1 damaged") applied to whatever the row holds now, so
// units sold in the meantime stay sold. Each change is recorded with who made it and why.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type {
  AdminProduct,
  StockAdjustmentBody,
  StockMovement,
} from '@jangbogi/contracts/admin-catalog';
import type { Db, DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { getAdminProduct } from './product-records.ts';

const MOVEMENTS_SHOWN = 50;

export interface StockChange {
  productId: string;
  change: number;
  reason: string;
  actorUserId: string | null;
}

export async function recordStockMovement(
  tx: DbOrTx,
  change: StockChange,
  stockAfter: number,
): Promise<void> {
  await tx.stockMovement.create({
    data: {
      productId: change.productId,
      actorUserId: change.actorUserId,
      change: change.change,
      stockAfter,
      reason: change.reason,
    },
    select: { id: true },
  });
}

/** Why a guarded change touched no row: no such product, stock moved, or not enough to remove. */
async function refusal(
  tx: DbOrTx,
  change: StockChange,
  expected: number | undefined,
): Promise<Error> {
  const product = await tx.product.findUnique({
    where: { id: change.productId },
    select: { stockQuantity: true },
  });
  if (!product) return notFound('products.notFound.admin');
  const stock = product.stockQuantity;
  if (expected !== undefined && stock !== expected) {
    return conflict('stock.changed', { before: expected, now: stock }, 'STOCK_CHANGED', {
      stock_quantity: stock,
    });
  }
  return conflict('stock.belowZero', { stock, remove: -change.change }, 'STOCK_BELOW_ZERO', {
    stock_quantity: stock,
  });
}

/** Applies one admin stock change; 409 when it would go below zero or `expected_stock` is stale. */
export async function adjustStock(
  db: Db,
  productId: string,
  body: StockAdjustmentBody,
  actorUserId: string,
): Promise<AdminProduct> {
  const change: StockChange = { productId, change: body.change, reason: body.reason, actorUserId };
  return inTransaction(db, async (tx) => {
    await applyStockChange(tx, change, body.expected_stock);
    return getAdminProduct(tx, productId);
  });
}

/** One guarded stock change and its movement, inside the caller's transaction. Throws the refusal. */
export async function applyStockChange(
  tx: DbOrTx,
  change: StockChange,
  expectedStock?: number,
): Promise<number> {
  const expected = expectedStock ?? null;
  const rows = await prismaSql(tx).query<{ stock_quantity: number }>(Prisma.sql`
    UPDATE products SET stock_quantity = stock_quantity + ${change.change}, updated_at = now()
     WHERE id = ${change.productId}::uuid
       AND stock_quantity + ${change.change} >= 0
       AND (${expected}::int IS NULL OR stock_quantity = ${expected}::int)
    RETURNING stock_quantity`);
  const updated = rows[0];
  if (!updated) throw await refusal(tx, change, expectedStock);
  await recordStockMovement(tx, change, updated.stock_quantity);
  return updated.stock_quantity;
}

/**
 * Many stock changes in one statement, each recorded as its own movement: for a caller that has
 * locked the products and checked that no change goes below zero (the catalogue import). A change
 * that would still go below zero fails the whole transaction.
 */
export async function applyStockChanges(tx: DbOrTx, changes: StockChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = await prismaSql(tx).query<{ id: string; stock_quantity: number }>(Prisma.sql`
    UPDATE products p
       SET stock_quantity = p.stock_quantity + c.change, updated_at = now()
      FROM unnest(${changes.map((c) => c.productId)}::uuid[], ${changes.map((c) => c.change)}::int[])
           AS c(id, change)
     WHERE p.id = c.id AND p.stock_quantity + c.change >= 0
    RETURNING p.id, p.stock_quantity`);
  const after = new Map(rows.map((row) => [row.id, row.stock_quantity]));
  for (const change of changes) {
    if (!after.has(change.productId)) throw await refusal(tx, change, undefined);
  }
  await tx.stockMovement.createMany({
    data: changes.map((change) => ({
      productId: change.productId,
      actorUserId: change.actorUserId,
      change: change.change,
      stockAfter: after.get(change.productId) as number,
      reason: change.reason,
    })),
  });
}

export async function listStockMovements(db: DbOrTx, productId: string): Promise<StockMovement[]> {
  const rows = await db.stockMovement.findMany({
    where: { productId },
    orderBy: { createdAt: 'desc' },
    take: MOVEMENTS_SHOWN,
    select: {
      id: true,
      change: true,
      stockAfter: true,
      reason: true,
      createdAt: true,
      actor: { select: { email: true } },
    },
  });
  return rows.map((m) => ({
    _id: m.id,
    change: m.change,
    stock_after: m.stockAfter,
    reason: m.reason,
    actor_email: m.actor?.email ?? null,
    created_at: m.createdAt.toISOString(),
  }));
}
