// Sends what enqueueEmail queued (ADR 0010). Any number of API instances may run this: a batch is
// claimed with FOR UPDATE SKIP LOCKED in one short statement that also leases the rows (pushes
// next_attempt_at forward), so no two workers send the same message, and a worker that dies
// mid-batch only delays its messages until the lease runs out.
import { Prisma } from '../../generated/prisma/client.ts';
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
}

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
    RETURNING id, to_address, subject, text_body, html_body, attempts, next_attempt_at`);
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

// The body goes with sending: the links inside are secrets (reset, set-password), and only the
// recipient, subject and status are worth keeping.
async function markSent(db: DbOrTx, id: string): Promise<void> {
  await prismaSql(db).execute(Prisma.sql`
    UPDATE email_outbox
    SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL,
        text_body = '', html_body = NULL
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

/** Sends claimed messages one by one and records each outcome. */
export async function deliverClaimed(
  db: DbOrTx,
  rows: ClaimedRow[],
  send: Mailer['send'],
  options: OutboxRunOptions = {},
  log?: Logger,
): Promise<OutboxRunResult> {
  const { leaseSeconds, maxAttempts } = { ...DEFAULTS, ...options };
  const result: OutboxRunResult = { claimed: rows.length, sent: 0, failed: 0, skipped: 0 };
  for (const row of rows) {
    if (!(await renewLease(db, row, leaseSeconds))) {
      result.skipped++;
      continue;
    }
    const email: EmailToSend = {
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    try {
      await send(email);
      await markSent(db, row.id);
      result.sent++;
    } catch (error) {
      await markFailed(db, row, error, maxAttempts);
      result.failed++;
      log?.warn(
        { err: error, emailId: row.id, attempts: row.attempts + 1 },
        'email not sent; will retry',
      );
    }
  }
  return result;
}

/** One pass: claim due messages, send each, record the outcome. */
export async function runOutboxOnce(
  db: DbOrTx,
  send: Mailer['send'],
  options: OutboxRunOptions = {},
  log?: Logger,
): Promise<OutboxRunResult> {
  const { batchSize, leaseSeconds } = { ...DEFAULTS, ...options };
  const rows = await claimDueEmails(db, batchSize, leaseSeconds);
  return deliverClaimed(db, rows, send, options, log);
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const tick = () => {
    inFlight = (async () => {
      let delay = intervalMs;
      try {
        const result = await runOutboxOnce(db, send, runOptions, log);
        onPass?.(result);
        // A full batch means more is waiting: go again right away.
        if (result.claimed >= batchSize) delay = 0;
      } catch (error) {
        log?.error({ err: error }, 'outbox pass failed');
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
