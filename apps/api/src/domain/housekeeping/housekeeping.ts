// Deletes what the shop no longer needs, so that no table grows forever. Safe on several
// instances at once: a transaction-level advisory lock lets one of them do a pass at a time,
// and every rule is an idempotent delete or update.
import { Prisma } from '../../generated/prisma/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/client.ts';
import { DAY_MS } from '../../lib/time.ts';
import { deleteOldSearches } from '../catalogue/search/log.ts';
import { syncSearchTerms } from '../catalogue/search/vocabulary.ts';
import { refreshSales } from './sales-ranking.ts';

// Any constant shared by every instance; only one of them holds it at a time.
const HOUSEKEEPING_LOCK_KEY = 0x6b656570; // 'keep'

/** How long each kind of row is kept. */
export const RETENTION = {
  /** A client may replay an order with the same key for a day. */
  idempotencyKeyMs: DAY_MS,
  /** A guest's cart lives as long as the guest token that reaches it (GUEST_TOKEN_EXPIRES_IN). */
  guestSessionMs: 30 * DAY_MS,
  /** A back-in-stock request whose email nobody confirmed in this time is dropped. */
  unconfirmedStockAlertMs: 30 * DAY_MS,
};

export interface HousekeepingResult {
  /** False when another instance was doing a pass at the same moment. */
  ran: boolean;
  idempotencyKeys: number;
  rateLimitHits: number;
  oneTimeTokens: number;
  guestCarts: number;
  guestSessions: number;
  emailBodies: number;
  unconfirmedStockAlerts: number;
  /** Search records older than 90 days. */
  searchRecords: number;
  /** Products whose units sold over the last 30 days changed. */
  salesFigures: number;
  /** Words of the search vocabulary that no live product uses any more. */
  searchTerms: number;
}

const NOTHING = {
  idempotencyKeys: 0,
  rateLimitHits: 0,
  oneTimeTokens: 0,
  guestCarts: 0,
  guestSessions: 0,
  emailBodies: 0,
  unconfirmedStockAlerts: 0,
  searchRecords: 0,
  salesFigures: 0,
  searchTerms: 0,
};

export async function runHousekeeping(db: Db, now: Date): Promise<HousekeepingResult> {
  const keysBefore = new Date(now.getTime() - RETENTION.idempotencyKeyMs);
  const guestsBefore = new Date(now.getTime() - RETENTION.guestSessionMs);
  const alertsBefore = new Date(now.getTime() - RETENTION.unconfirmedStockAlertMs);
  const deleted = await inTransaction(
    db,
    async (tx) => {
      const [lock] = await prismaSql(tx).query<{ locked: boolean }>(Prisma.sql`
        SELECT pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}) AS locked`);
      if (!lock?.locked) return { ran: false, ...NOTHING };

      const idempotencyKeys = await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM idempotency_keys WHERE created_at < ${keysBefore}`);
      // A row past its window is reset on the next hit anyway; deleting it changes no count.
      const rateLimitHits = await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM rate_limit_hits WHERE reset_at < ${now}`);
      const oneTimeTokens = await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM password_reset_tokens WHERE used_at IS NOT NULL OR expires_at < ${now}`);
      // Every stale guest cart goes. The session itself stays while an order points at it: it
      // is how a guest's order is owned (and how the shop tells guest orders apart), and
      // deleting it would orphan the order.
      const guestCarts = await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM carts c USING guest_sessions g
         WHERE c.guest_session_id = g.id AND g.last_seen_at < ${guestsBefore}`);
      const guestSessions = await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM guest_sessions g
         WHERE g.last_seen_at < ${guestsBefore}
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.guest_session_id = g.id)`);
      // The links inside an email are secrets; once it is sent, only who, what and when stay.
      // The outbox worker already empties each body as it sends; this catches older rows.
      const emailBodies = await prismaSql(tx).execute(Prisma.sql`
        UPDATE email_outbox SET text_body = '', html_body = NULL, headers = NULL
         WHERE status = 'sent' AND (text_body <> '' OR html_body IS NOT NULL OR headers IS NOT NULL)`);
      // Alerts nobody consented to would wait forever: they go, and so does the email's row
      // once nothing waits for it (its one-confirmation-a-day mark is long past).
      const unconfirmedStockAlerts = await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM stock_alerts a
         WHERE a.notified_at IS NULL AND a.created_at < ${alertsBefore}
           AND NOT EXISTS (SELECT 1 FROM stock_alert_recipients r
                            WHERE r.email = a.email AND r.confirmed_at IS NOT NULL)`);
      await prismaSql(tx).execute(Prisma.sql`
        DELETE FROM stock_alert_recipients r
         WHERE r.confirmed_at IS NULL AND r.created_at < ${alertsBefore}
           AND (r.confirmation_sent_at IS NULL OR r.confirmation_sent_at < ${alertsBefore})
           AND NOT EXISTS (SELECT 1 FROM stock_alerts a
                            WHERE a.email = r.email AND a.notified_at IS NULL)`);
      const searchRecords = await deleteOldSearches(prismaSql(tx), now);
      return {
        ran: true,
        searchRecords,
        idempotencyKeys,
        rateLimitHits,
        oneTimeTokens,
        guestCarts,
        guestSessions,
        emailBodies,
        unconfirmedStockAlerts,
        salesFigures: 0,
        searchTerms: 0,
      };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
  if (!deleted.ran) return deleted;
  // The ranking's "best-selling over the last 30 days" moves with each pass. Outside the pass's
  // transaction, in batches of their own: it writes product rows a checkout also locks.
  return {
    ...deleted,
    salesFigures: await refreshSales(db, now),
    searchTerms: await syncSearchTerms(prismaSql(db)),
  };
}
