// What a cancelled order gives back: its stock, its delivery day's slot and its promo use.
// Called once, inside the transaction that moves the order to `cancelled` while its row is
// locked, in the shop-wide lock order (ADR 0009): products, delivery day, promo.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { releaseDeliverySlot } from '../delivery/days.ts';

/**
 * Locks the products of these orders in id order, the shop-wide lock order (products by id,
 * then promos) that checkout follows too, so that cancellations and checkouts of the same
 * products never deadlock. Call before touching any of them or any promo row.
 */
export async function lockOrderProducts(tx: DbOrTx, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await prismaSql(tx).query(Prisma.sql`
    SELECT p.id FROM products p
     WHERE p.id IN (SELECT product_id FROM order_items WHERE order_id = ANY(${orderIds}::uuid[])
                    UNION
                    SELECT substitute_product_id FROM order_items
                     WHERE order_id = ANY(${orderIds}::uuid[]))
     ORDER BY p.id
       FOR NO KEY UPDATE OF p`);
}

export async function releaseCancelledOrder(tx: DbOrTx, orderId: string): Promise<void> {
  await lockOrderProducts(tx, [orderId]);
  // One statement per order; lines whose product was deleted have product_id NULL and are skipped.
  // Units already taken back by a refund went back to stock then, so only the kept ones return.
  // A packed order holds what went into its box: the packed units, of the substitute if any.
  await prismaSql(tx).execute(Prisma.sql`
    UPDATE products p
       SET stock_quantity = p.stock_quantity + l.quantity, updated_at = now()
      FROM (SELECT CASE WHEN substitute_name IS NULL THEN product_id
                        ELSE substitute_product_id END AS product_id,
                   SUM(COALESCE(packed_quantity, quantity) - returned_quantity)::int AS quantity
              FROM order_items
             WHERE order_id = ${orderId}::uuid
             GROUP BY 1) l
     WHERE p.id = l.product_id`);

  await releaseDeliverySlot(prismaSql(tx), orderId);
  await releasePromoUse(tx, orderId);
}

/** The order's promo use no longer counts against the promo's limits. */
export async function releasePromoUse(tx: DbOrTx, orderId: string): Promise<void> {
  const use = await tx.promoUse.findUnique({
    where: { orderId },
    select: { id: true, promoId: true },
  });
  if (!use) return;
  await tx.promoUse.delete({ where: { id: use.id }, select: { id: true } });
  await prismaSql(tx).execute(
    Prisma.sql`UPDATE promos SET used_count = GREATEST(used_count - 1, 0) WHERE id = ${use.promoId}::uuid`,
  );
}
