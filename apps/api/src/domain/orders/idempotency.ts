// Idempotent order placement (D5). The key is claimed with the first statement of the order's
// transaction: a concurrent request with the same key blocks on the unique index until the
// first one commits (then replays its response) or rolls back (then goes ahead itself).
import { createHash } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { DbOrTx } from '../../db/client.ts';
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
  return createHash('sha256').update(operation).update('\n').update(JSON.stringify(body ?? null)).digest('hex');
}

/** The header's value, or undefined when absent; rejects keys no client would send. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return undefined;
  if (value.length > 200 || !/^[\x21-\x7e]+$/.test(value)) {
    throw badRequest('The Idempotency-Key header must be 1-200 visible ASCII characters', 'INVALID_IDEMPOTENCY_KEY');
  }
  return value;
}

/**
 * Runs `operation` once per (scope, key) inside the caller's transaction and stores its
 * response; a later request with the same key gets the stored response instead. An
 * operation that throws rolls back the claim with everything else, so a retry runs again.
 */
export async function once<T>(
  tx: DbOrTx,
  claim: IdempotencyClaim | undefined,
  operation: () => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T>> {
  if (!claim) return operation();
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO idempotency_keys (scope, key, request_hash)
    VALUES (${claim.scope}, ${claim.key}, ${claim.requestHash})
    ON CONFLICT (scope, key) DO NOTHING
    RETURNING id`;
  const claimed = inserted[0];
  if (!claimed) return replay<T>(tx, claim);

  const response = await operation();
  await tx.idempotencyKey.update({
    where: { id: claimed.id },
    data: { responseStatus: response.status, responseBody: response.body as Prisma.InputJsonValue },
    select: { id: true },
  });
  return response;
}

async function replay<T>(tx: DbOrTx, claim: IdempotencyClaim): Promise<StoredResponse<T>> {
  const stored = await tx.idempotencyKey.findUnique({
    where: { scope_key: { scope: claim.scope, key: claim.key } },
    select: { requestHash: true, responseStatus: true, responseBody: true },
  });
  if (!stored || stored.requestHash !== claim.requestHash) {
    throw conflict(
      'This Idempotency-Key was already used for a different request',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  if (stored.responseStatus === null) {
    throw conflict('This request is still being processed. Please try again.', 'IDEMPOTENCY_IN_PROGRESS');
  }
  return { status: stored.responseStatus, body: stored.responseBody as T };
}
