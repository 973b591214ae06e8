// Sends what enqueueEmail queued (ADR 0010). Any number of API instances may run this: a batch is
// claimed with FOR UPDATE SKIP LOCKED in one short statement that also leases the rows (pushes
// next_attempt_at forward), so no two workers send the same message, and a worker that dies
// mid-batch only delays its messages until the lease runs out. A worker whose pass the database
// cuts short carries what it was doing to its next pass (`CarriedOver`): it records what the mail
// server already took instead of sending it again, and finishes its batch while the lease holds.
import { Prisma } from '../../generated/prisma/client.ts';
import { isConnectionError } from '../../db/connection-errors.ts';
import { prismaSql } from '../../db/sql.ts';
import type { Logger } from '../../lib/logger.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailToSend, Mailer } from './mailer.ts';

export interface OutboxRunOptions {
  batchSize?: number;
  /** How long a claimed message is reserved for its worker; longer than any SMTP timeout. */
  leaseSeconds?: number;
  /** After this many failed attempts a message is marked failed and left alone. */
  maxAttempts?: number;
  /** A worker's own state from one pass to the next; without it a pass stands alone. */
  carriedOver?: CarriedOver;
}

/** What a pass that the database cut short leaves to the same worker's next pass. */
export interface CarriedOver {
  /** Messages the mail server took whose 'sent' the database never recorded: recorded, not sent again. */
  delivered: Set<string>;
  /** Messages leased to this worker and not tried yet: tried before anything new is claimed. */
  claimed: ClaimedRow[];
}

export const nothingCarriedOver = (): CarriedOver => ({ delivered: new Set(), claimed: [] });

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  failed: number;
  /** Claimed, but another worker took over after the lease ran out. */
  skipped: number;
}

const DEFAULTS = { batchSize: 20, leaseSeconds: 120, maxAttempts: 10 };
const BASE_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 60 * 60;

/** 30 s, 60 s, 2 min, ... capped at one hour, after the given number of failed attempts. */
export function backoffSeconds(failedAttempts: number): number {
  return Math.min(BASE_BACKOFF_SECONDS * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_SECONDS);
}

export interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  /** The end of this worker's lease; it identifies the claim. */
  next_attempt_at: Date;
}

export async function claimDueEmails(
  db: DbOrTx,
  batchSize: number,
  leaseSeconds: number,
): Promise<ClaimedRow[]> {
  return prismaSql(db).query<ClaimedRow>(Prisma.sql`
    UPDATE email_outbox SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at, created_at
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, to_address, subject, text_body, html_body, headers, attempts, next_attempt_at`);
}

/**
 * Extends the lease just before sending, only if it is still ours: a message whose lease ran
 * out while earlier ones in the batch were slow may have been claimed by another worker.
 */
async function renewLease(db: DbOrTx, row: ClaimedRow, leaseSeconds: number): Promise<boolean> {
  const renewed = await prismaSql(db).execute(Prisma.sql`
    UPDATE email_outbox SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    WHERE id = ${row.id}::uuid AND status = 'pending' AND next_attempt_at = ${row.next_attempt_at}`);
  return renewed === 1;
}

// The body and headers go with sending: the links inside are secrets (reset, set-password,
// unsubscribe), and only the recipient, subject and status are worth keeping.
async function markSent(db: DbOrTx, id: string): Promise<void> {
  await prismaSql(db).execute(Prisma.sql`
    UPDATE email_outbox
    SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL,
        text_body = '', html_body = NULL, headers = NULL
    WHERE id = ${id}::uuid`);
}

async function markFailed(
  db: DbOrTx,
  row: ClaimedRow,
  error: unknown,
  maxAttempts: number,
): Promise<void> {
  const attempts = row.attempts + 1;
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const giveUp = attempts >= maxAttempts;
  await prismaSql(db).execute(Prisma.sql`
    UPDATE email_outbox
    SET attempts = ${attempts},
        last_error = ${lastError},
        status = ${giveUp ? 'failed' : 'pending'}::"OutboxStatus",
        next_attempt_at = now() + make_interval(secs => ${backoffSeconds(attempts)})
    WHERE id = ${row.id}::uuid`);
}

/** Records what the mail server took in an earlier pass of this worker. */
async function recordDelivered(db: DbOrTx, delivered: Set<string>): Promise<number> {
  let recorded = 0;
  for (const id of delivered) {
    await markSent(db, id);
    delivered.delete(id);
    recorded++;
  }
  return recorded;
}

/** Sends one claimed message and records the outcome; answers it, or 'skipped'. */
async function deliverOne(
  db: DbOrTx,
  row: ClaimedRow,
  send: Mailer['send'],
  options: { leaseSeconds: number; maxAttempts: number },
  delivered: Set<string>,
  log?: Logger,
): Promise<'sent' | 'failed' | 'skipped'> {
  if (!(await renewLease(db, row, options.leaseSeconds))) return 'skipped';
  const email: EmailToSend = {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
  };
  try {
    await send(email);
  } catch (error) {
    await markFailed(db, row, error, options.maxAttempts);
    log?.warn(
      { err: error, emailId: row.id, attempts: row.attempts + 1 },
      'email not sent; will retry',
    );
    return 'failed';
  }
  // Sent: only recording it is left. Should the database be gone by now, the message stays in
  // `delivered` for the next pass to record, and is never sent again.
  delivered.add(row.id);
  await markSent(db, row.id);
  delivered.delete(row.id);
  return 'sent';
}

/**
 * Sends claimed messages one by one and records each outcome. When the database fails on the
 * way, what is left of the batch goes to `carriedOver` before the error is thrown.
 */
export async function deliverClaimed(
  db: DbOrTx,
  rows: ClaimedRow[],
  send: Mailer['send'],
  options: OutboxRunOptions = {},
  log?: Logger,
): Promise<OutboxRunResult> {
  const { leaseSeconds, maxAttempts } = { ...DEFAULTS, ...options };
  const settings = { leaseSeconds, maxAttempts };
  const carriedOver = options.carriedOver ?? nothingCarriedOver();
  const result: OutboxRunResult = { claimed: rows.length, sent: 0, failed: 0, skipped: 0 };
  for (const [index, row] of rows.entries()) {
    try {
      result[await deliverOne(db, row, send, settings, carriedOver.delivered, log)]++;
    } catch (error) {
      const tried = carriedOver.delivered.has(row.id) ? 1 : 0;
      carriedOver.claimed = rows.slice(index + tried);
      throw error;
    }
  }
  return result;
}

/**
 * One pass: record what an earlier pass sent, finish the batch it left, or claim due messages;
 * send each and record the outcome.
 */
export async function runOutboxOnce(
  db: DbOrTx,
  send: Mailer['send'],
  options: OutboxRunOptions = {},
  log?: Logger,
): Promise<OutboxRunResult> {
  const {
    batchSize,
    leaseSeconds,
    carriedOver = nothingCarriedOver(),
  } = {
    ...DEFAULTS,
    ...options,
  };
  const recorded = await recordDelivered(db, carriedOver.delivered);
  const left = carriedOver.claimed.splice(0);
  const rows = left.length > 0 ? left : await claimDueEmails(db, batchSize, leaseSeconds);
  const result = await deliverClaimed(db, rows, send, { ...options, carriedOver }, log);
  return { ...result, sent: result.sent + recorded };
}

export interface OutboxWorker {
  /** Stops polling and waits for the batch in flight. */
  stop: () => Promise<void>;
}

export function startOutboxWorker(
  db: DbOrTx,
  send: Mailer['send'],
  options: OutboxRunOptions & {
    intervalMs?: number;
    log?: Logger;
    /** Told the outcome of every pass (metrics). */
    onPass?: (result: OutboxRunResult) => void;
  } = {},
): OutboxWorker {
  const { intervalMs = 2_000, log, onPass, ...runOptions } = options;
  const batchSize = runOptions.batchSize ?? DEFAULTS.batchSize;
  const carriedOver = nothingCarriedOver();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let databaseAway = false;

  const tick = () => {
    inFlight = (async () => {
      let delay = intervalMs;
      try {
        const result = await runOutboxOnce(db, send, { ...runOptions, carriedOver }, log);
        if (databaseAway) log?.info({}, 'outbox: the database is back, sending again');
        databaseAway = false;
        onPass?.(result);
        // A full batch means more is waiting: go again right away.
        if (result.claimed >= batchSize) delay = 0;
      } catch (error) {
        // The database going away pauses the outbox until it is back: not a bug, so a warning.
        databaseAway = isConnectionError(error);
        if (databaseAway) log?.warn({ err: error }, 'outbox: the database is unavailable, waiting');
        else log?.error({ err: error }, 'outbox pass failed');
      }
      if (!stopped) timer = setTimeout(tick, delay);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
