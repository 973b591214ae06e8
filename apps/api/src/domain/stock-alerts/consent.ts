// Whose email may get back-in-stock alerts (double opt-in). A guest's email is confirmed once,
// through the signed link of a confirmation email; a verified account's own email needs no link;
// the one-click unsubscribe in every alert takes the agreement back and drops what was waiting.
import type { Db, DbOrTx } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import type { Language } from '../../lib/i18n/language.ts';
import { DAY_MS } from '../../lib/time.ts';
import { readAlertLink, type AlertLinkPurpose } from './alert-links.ts';

/** However often an email is typed in, its owner gets at most one confirmation email a day. */
export const CONFIRMATION_EMAIL_EVERY_MS = DAY_MS;

export const INVALID_ALERT_LINK = 'stockAlerts.linkInvalid';

/** What the confirm and unsubscribe links answer, in the language of the page that followed them. */
export function stockAlertLinkMessage(
  outcome: 'confirmed' | 'unsubscribed',
  email: string,
  language: Language,
): string {
  return translate(language, `notice.stockAlert.${outcome}`, { email });
}

/** Records an email as confirmed (its owner followed the link, or it is a verified account's). */
export async function markConfirmed(db: DbOrTx, email: string, now: Date): Promise<void> {
  await prismaSql(db).execute(Prisma.sql`
    INSERT INTO stock_alert_recipients (email, confirmed_at) VALUES (${email}, ${now})
    ON CONFLICT (email) DO UPDATE
       SET confirmed_at = COALESCE(stock_alert_recipients.confirmed_at, EXCLUDED.confirmed_at)`);
}

/**
 * Whether a confirmation email should go to `email` now: not when it is confirmed already, nor
 * when one went out within the last day. Claims the day's email when it answers true.
 */
export async function claimConfirmationEmail(
  db: DbOrTx,
  email: string,
  now: Date,
): Promise<boolean> {
  const claimed = await prismaSql(db).execute(Prisma.sql`
    INSERT INTO stock_alert_recipients AS r (email, confirmation_sent_at) VALUES (${email}, ${now})
    ON CONFLICT (email) DO UPDATE SET confirmation_sent_at = EXCLUDED.confirmation_sent_at
     WHERE r.confirmed_at IS NULL
       AND (r.confirmation_sent_at IS NULL
            OR r.confirmation_sent_at <= ${new Date(now.getTime() - CONFIRMATION_EMAIL_EVERY_MS)})`);
  return claimed === 1;
}

export async function isConfirmed(db: DbOrTx, email: string): Promise<boolean> {
  const row = await db.stockAlertRecipient.findUnique({
    where: { email },
    select: { confirmedAt: true },
  });
  return row?.confirmedAt != null;
}

function emailOf(secret: string, purpose: AlertLinkPurpose, token: string, now: Date): string {
  const email = readAlertLink(secret, purpose, token, now);
  if (!email) throw badRequest(INVALID_ALERT_LINK, 'INVALID_ALERT_LINK');
  return email;
}

/** The confirmation link was followed: alerts to its email go out from now on. */
export async function confirmAlertEmail(
  db: DbOrTx,
  secret: string,
  token: string,
  now = new Date(),
): Promise<string> {
  const email = emailOf(secret, 'confirm', token, now);
  await markConfirmed(db, email, now);
  return email;
}

/**
 * The one-click unsubscribe: the email is no longer confirmed and the alerts it was waiting
 * for are dropped. Asking again later starts with a new confirmation.
 */
export async function unsubscribeFromAlerts(
  db: Db,
  secret: string,
  token: string,
): Promise<string> {
  const email = emailOf(secret, 'unsubscribe', token, new Date());
  await inTransaction(db, async (tx) => {
    const sql = prismaSql(tx);
    await sql.execute(Prisma.sql`
      UPDATE stock_alert_recipients SET confirmed_at = NULL, confirmation_sent_at = NULL
       WHERE email = ${email}`);
    await sql.execute(Prisma.sql`
      DELETE FROM stock_alerts WHERE email = ${email} AND notified_at IS NULL`);
  });
  return email;
}
