// Back in stock: a shopper leaves an email on a sold-out product; once it is back on the shelf,
// each waiting shopper whose email is confirmed (consent.ts) is emailed once, in the order they
// asked. A periodic job sends them, so every way stock comes back (a delivery booked in, a
// cancelled order, a return) is covered.
import type { Db } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { linkTo } from '../accounts/link-tokens.ts';
import { signAlertLink } from './alert-links.ts';
import { claimConfirmationEmail, isConfirmed, markConfirmed } from './consent.ts';
import { backInStockEmail, stockAlertConfirmationEmail, type AlertLanguage } from './emails.ts';

/**
 * How often one can ask (lib/rate-limits.ts): from one client address, and for one email (a
 * logged-in shopper's account). A confirmation email goes out at most once a day (consent.ts).
 */
export const STOCK_ALERT_LIMITS = {
  perAddress: {
    max: 10,
    timeWindow: '1 hour',
    message: 'stockAlerts.tooManyFromConnection',
  },
  perEmail: {
    max: 10,
    timeWindow: '1 hour',
    message: 'stockAlerts.tooManyForEmail',
  },
} as const;

export interface StockAlertRequest {
  productId: string;
  email: string;
  userId: string | null;
  /** The email is a verified account's own: its owner is asking, no confirmation needed. */
  emailProved: boolean;
  language: AlertLanguage;
}

/** Where alert links point and what signs them. */
export interface AlertLinkSettings {
  publicUrl: string;
  secret: string;
}

/**
 * Records the alert; asking twice for the same product and email keeps the first place in line.
 * An email not yet confirmed is sent a confirmation link (at most one a day); answers whether
 * the email is confirmed, so the alert will go out.
 */
export async function requestStockAlert(
  db: Db,
  request: StockAlertRequest,
  links: AlertLinkSettings,
  now = new Date(),
): Promise<{ confirmed: boolean }> {
  const email = request.email.trim().toLowerCase();
  return inTransaction(db, async (tx) => {
    const product = await tx.product.findFirst({
      where: { id: request.productId, archivedAt: null },
      select: { stockQuantity: true, name: true, nameKr: true },
    });
    if (!product) throw notFound('products.notFound');
    if (product.stockQuantity > 0) {
      throw conflict('stockAlerts.inStock', 'IN_STOCK');
    }
    await prismaSql(tx).execute(Prisma.sql`
      INSERT INTO stock_alerts (product_id, email, user_id, language)
      VALUES (${request.productId}::uuid, ${email}, ${request.userId}::uuid, ${request.language})
      ON CONFLICT (product_id, email) WHERE notified_at IS NULL DO NOTHING`);
    if (request.emailProved) {
      await markConfirmed(tx, email, now);
      return { confirmed: true };
    }
    if (await claimConfirmationEmail(tx, email, now)) {
      const token = signAlertLink(links.secret, 'confirm', email, now);
      const link = linkTo(links.publicUrl, `/stock-alerts/confirm/${token}`, request.language);
      const names = { name: product.name, name_kr: product.nameKr };
      await enqueueEmail(tx, stockAlertConfirmationEmail(email, names, link, request.language));
      return { confirmed: false };
    }
    return { confirmed: await isConfirmed(tx, email) };
  });
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
 * marks each alert sent in the same transaction as its email. Alerts of an email not confirmed
 * wait (for its owner to confirm) and are never sent until then. Null when another instance is
 * doing it.
 */
export async function sendBackInStockAlerts(
  db: Db,
  { publicUrl, secret }: AlertLinkSettings,
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
        JOIN stock_alert_recipients r ON r.email = a.email AND r.confirmed_at IS NOT NULL
       WHERE a.notified_at IS NULL AND p.stock_quantity > 0 AND p.archived_at IS NULL
       ORDER BY a.created_at, a.id
       LIMIT ${limit}`);
    for (const alert of due) {
      const unsubscribe = signAlertLink(secret, 'unsubscribe', alert.email, now);
      await enqueueEmail(
        tx,
        backInStockEmail(alert, {
          product: linkTo(publicUrl, `/product/${alert.product_id}`, alert.language),
          unsubscribePage: linkTo(
            publicUrl,
            `/stock-alerts/unsubscribe/${unsubscribe}`,
            alert.language,
          ),
          unsubscribeEndpoint: linkTo(publicUrl, `/api/stock-alerts/unsubscribe/${unsubscribe}`),
        }),
      );
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
