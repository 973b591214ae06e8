// Back in stock: a shopper leaves an email on a sold-out product; once it is back on the shelf,
// each waiting shopper is emailed once, in the order they asked. A periodic job sends them, so
// every way stock comes back (a delivery booked in, a cancelled order, a return) is covered.
import type { Db, DbOrTx } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { linkTo } from '../users/link-tokens.ts';
import { backInStockEmail, type AlertLanguage } from './emails.ts';

export interface StockAlertRequest {
  productId: string;
  email: string;
  userId: string | null;
  language: AlertLanguage;
}

/** Records the alert; asking twice for the same product and email keeps the first place in line. */
export async function requestStockAlert(db: DbOrTx, request: StockAlertRequest): Promise<void> {
  const product = await db.product.findFirst({
    where: { id: request.productId, archivedAt: null },
    select: { stockQuantity: true },
  });
  if (!product) throw notFound('Product not found');
  if (product.stockQuantity > 0) {
    throw conflict('This product is in stock: you can order it now.', 'IN_STOCK');
  }
  await prismaSql(db).execute(Prisma.sql`
    INSERT INTO stock_alerts (product_id, email, user_id, language)
    VALUES (${request.productId}::uuid, ${request.email.trim().toLowerCase()},
            ${request.userId}::uuid, ${request.language})
    ON CONFLICT (product_id, email) WHERE notified_at IS NULL DO NOTHING`);
}

const STOCK_ALERT_LOCK_KEY = 0x616c7274; // 'alrt'
const ALERTS_PER_PASS = 500;

interface DueAlert {
  id: string;
  email: string;
  language: AlertLanguage;
  product_id: string;
  name: string;
  name_kr: string;
}

/**
 * Emails the shoppers waiting for products that are back in stock, oldest request first, and
 * marks each alert sent in the same transaction as its email. Null when another instance is
 * doing it.
 */
export async function sendBackInStockAlerts(
  db: Db,
  publicUrl: string,
  now: Date,
  limit = ALERTS_PER_PASS,
): Promise<number | null> {
  return inTransaction(db, async (tx) => {
    const sql = prismaSql(tx);
    const [lock] = await sql.query<{ locked: boolean }>(
      Prisma.sql`SELECT pg_try_advisory_xact_lock(${STOCK_ALERT_LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked) return null;
    const due = await sql.query<DueAlert>(Prisma.sql`
      SELECT a.id::text AS id, a.email, a.language, p.id::text AS product_id, p.name, p.name_kr
        FROM stock_alerts a
        JOIN products p ON p.id = a.product_id
       WHERE a.notified_at IS NULL AND p.stock_quantity > 0 AND p.archived_at IS NULL
       ORDER BY a.created_at, a.id
       LIMIT ${limit}`);
    for (const alert of due) {
      const link = linkTo(publicUrl, `/product/${alert.product_id}`, alert.language);
      await enqueueEmail(tx, backInStockEmail(alert, link));
    }
    if (due.length > 0) {
      await tx.stockAlert.updateMany({
        where: { id: { in: due.map((alert) => alert.id) } },
        data: { notifiedAt: now },
      });
    }
    return due.length;
  });
}
