// Idempotent order placement. The key is claimed with the first statement of the order's
// transaction (open.ts): a concurrent request with the same key blocks on the unique index until
// the first one commits (then replays its response) or rolls back (then goes ahead itself).
import { createHash } from 'node:crypto';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

export interface StoredResponse<T> {
  status: number;
  body: T;
}

/** Same scope, same operation, same body -> same hash. */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(operation)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** The header's value, or undefined when absent; rejects keys no client would send. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (value.length > 200 || !/^[\x21-\x7e]+$/.test(value)) {
    throw badRequest('orders.idempotencyKeyInvalid', 'INVALID_IDEMPOTENCY_KEY');
  }
  return value;
}

/**
 * The response stored for a key claimed before (the claim itself is the checkout's first
 * statement, open.ts). A claim whose transaction failed was rolled back with it, so a retry runs
 * again instead of landing here.
 */
export async function replayStored<T>(
  sql: Sql,
  claim: IdempotencyClaim,
): Promise<StoredResponse<T>> {
  const [stored] = await sql.query<{
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
  }>(
    Prisma.sql`SELECT request_hash, response_status, response_body FROM idempotency_keys
                WHERE scope = ${claim.scope} AND key = ${claim.key}`,
  );
  if (!stored || stored.request_hash !== claim.requestHash) {
    throw conflict('orders.idempotencyKeyReused', 'IDEMPOTENCY_KEY_REUSED');
  }
  if (stored.response_status === null) {
    throw conflict('orders.idempotencyInProgress', 'IDEMPOTENCY_IN_PROGRESS');
  }
  return { status: stored.response_status, body: stored.response_body as T };
}
