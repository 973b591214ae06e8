// The one way business operations open a transaction. Postgres may abort a transaction that
// did nothing wrong: a serialization failure (40001) or a deadlock it broke (40P01). Under load,
// every connection of the pool may stay busy for as long as a transaction waits to start. Either
// way the transaction is safe to run again from the start, so it is, a few times with a random
// pause; when it still fails, the caller gets a 503 that says to try again, never a 500.
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '../lib/errors.ts';
import type { Db, DbOrTx } from './client.ts';

export const TRANSACTION_ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 10;
export const BUSY_RETRY_AFTER_SECONDS = 1;

// Postgres codes, and Prisma's own for "write conflict or deadlock".
const RETRYABLE_CODES = new Set(['40001', '40P01', 'P2034']);

/** The error and what it wraps: `cause` chains and Prisma's driver adapter error. */
export function* errorChain(
  error: unknown,
): Generator<{ code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown }> {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 8; seen++) {
    const e = queue.shift();
    if (!e || typeof e !== 'object') continue;
    yield e;
    queue.push((e as { cause?: unknown }).cause);
    queue.push((e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError);
  }
}

/** A serialization failure or deadlock: the transaction was rolled back and may simply run again. */
function isTransactionConflict(error: unknown): boolean {
  for (const e of errorChain(error)) {
    for (const code of [e.code, e.originalCode]) {
      if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    }
    if (e.kind === 'TransactionWriteConflict') return true;
  }
  return false;
}

/**
 * Every connection stayed busy for as long as a transaction may wait to start (Prisma's P2028
 * "Unable to start a transaction in the given time"): the shop is under load, nothing is wrong
 * with the work, and it has not started.
 */
export function isPoolBusy(error: unknown): boolean {
  for (const e of errorChain(error)) {
    if (e.code !== 'P2028' || typeof e.message !== 'string') continue;
    if (/Unable to start a transaction/i.test(e.message)) return true;
  }
  return false;
}

/** Worth running again from the start: a conflict the database broke, or a pool too busy to start. */
export const isRetryableFailure = (error: unknown) =>
  isTransactionConflict(error) || isPoolBusy(error);

/** The 503 for a transaction that could not run; `cause` is the last failure, for the logs. */
export function busy(cause?: unknown): DomainError {
  const error = new DomainError(
    503,
    'BUSY',
    { id: 'server.busy' },
    undefined,
    BUSY_RETRY_AFTER_SECONDS,
  );
  if (cause !== undefined) error.cause = cause;
  return error;
}

export interface TransactionOptions {
  /** How long to wait for a connection from the pool. */
  maxWait?: number;
  /** How long the transaction may run. */
  timeout?: number;
  isolationLevel?: 'ReadCommitted' | 'RepeatableRead' | 'Serializable';
  attempts?: number;
}

/** Exponential backoff with full jitter, so retried transactions do not collide again in step. */
function backoffMs(attempt: number): number {
  return Math.random() * FIRST_BACKOFF_MS * 2 ** attempt;
}

/**
 * Runs `work` in a transaction, again from the start after a serialization failure, a deadlock or
 * a pool too busy to start it (at most `attempts` runs), then throws a 503 DomainError. `work`
 * must not have effects outside the database, since it may run more than once.
 */
export async function retryConflicts<T>(
  run: () => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isRetryableFailure(error)) throw error;
      if (attempt + 1 >= attempts) throw busy(error);
      await sleep(backoffMs(attempt));
    }
  }
}

export async function inTransaction<T>(
  db: Db,
  work: (tx: DbOrTx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const { attempts, ...prismaOptions } = options;
  return retryConflicts(() => db.$transaction((tx) => work(tx), prismaOptions), attempts);
}
