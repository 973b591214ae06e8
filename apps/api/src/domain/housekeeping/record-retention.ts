// The end of the legal retention periods (ADR 0041). Orders finished more than 5 years ago lose
// the name, phone, email, address and bank details in them; their amounts and lines stay for the
// accounts. Messages to the shop (complaints) go after 3 years. Each batch is its own short
// transaction, so a night with many expired orders never holds them locked for long. The
// transfer screenshots and return photos of anonymised orders (bank details, the shopper's
// home) are deleted from storage, then their rows; a file that fails to go keeps its row and is
// tried again the next night.
import { RECORD_RETENTION_YEARS, retentionCutoff } from '@jangbogi/contracts/record-retention';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { prismaSql } from '../../db/sql.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Prisma } from '../../generated/prisma/client.ts';

const BATCH_SIZE = 500;
const FILES_BATCH_SIZE = 200;

export interface RetentionResult {
  anonymisedOrders: number;
  deletedFiles: number;
  deletedMessages: number;
}

/** Deletes the files of anonymised orders from storage, then their rows; answers how many. */
async function deleteFilesOfAnonymisedOrders(db: Db, storage: FileStorage): Promise<number> {
  const sql = prismaSql(db);
  let deleted = 0;
  for (;;) {
    const files = await sql.query<{ kind: 'proof' | 'photo'; id: string; file_key: string }>(
      Prisma.sql`
      SELECT 'proof' AS kind, p.id, p.file_key
        FROM payment_proofs p JOIN orders o ON o.id = p.order_id
       WHERE o.anonymised_at IS NOT NULL
      UNION ALL
      SELECT 'photo', ph.id, ph.file_key
        FROM return_photos ph
        JOIN return_requests r ON r.id = ph.return_id
        JOIN orders o ON o.id = r.order_id
       WHERE o.anonymised_at IS NOT NULL
       LIMIT ${FILES_BATCH_SIZE}`,
    );
    for (const file of files) await storage.remove(file.file_key);
    const ids = (kind: 'proof' | 'photo') => files.filter((f) => f.kind === kind).map((f) => f.id);
    await sql.execute(
      Prisma.sql`DELETE FROM payment_proofs WHERE id = ANY(${ids('proof')}::uuid[])`,
    );
    await sql.execute(
      Prisma.sql`DELETE FROM return_photos WHERE id = ANY(${ids('photo')}::uuid[])`,
    );
    deleted += files.length;
    if (files.length < FILES_BATCH_SIZE) return deleted;
  }
}

/** One batch: the personal data of up to BATCH_SIZE expired orders; answers their ids. */
async function anonymiseBatch(db: Db, cutoff: Date, now: Date): Promise<string[]> {
  return inTransaction(
    db,
    async (tx) => {
      const sql = prismaSql(tx);
      // An order's period runs from its last step: placed, paid, packed or cancelled.
      const rows = await sql.query<{ id: string }>(Prisma.sql`
      WITH expired AS (
        SELECT id FROM orders
         WHERE anonymised_at IS NULL
           AND placed_at < ${cutoff}
           AND status IN ('delivered', 'cancelled')
           AND GREATEST(placed_at, paid_at, packed_at, cancelled_at) < ${cutoff}
         ORDER BY placed_at
         LIMIT ${BATCH_SIZE}
         FOR UPDATE SKIP LOCKED)
      UPDATE orders o
         SET customer_name = '', customer_email = '', customer_phone = '',
             depositor_name = NULL, billing_address = NULL, delivery_request = NULL, note = NULL,
             shipping_address = (SELECT jsonb_object_agg(key, CASE WHEN key = 'country' THEN value
                                                                   ELSE '""'::jsonb END)
                                   FROM jsonb_each(o.shipping_address)),
             cash_receipt = jsonb_set(o.cash_receipt, '{identifier}', '""'),
             anonymised_at = ${now}
        FROM expired WHERE o.id = expired.id
      RETURNING o.id`);
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return ids;
      await sql.execute(Prisma.sql`
      UPDATE refunds SET bank_name = NULL, account_number = NULL, account_holder = NULL
       WHERE order_id = ANY(${ids}::uuid[])`);
      await sql.execute(Prisma.sql`
      UPDATE return_requests SET bank_name = NULL, account_number = NULL, account_holder = NULL
       WHERE order_id = ANY(${ids}::uuid[])`);
      await sql.execute(Prisma.sql`
      UPDATE cash_receipts SET identifier = '' WHERE order_id = ANY(${ids}::uuid[])`);
      return ids;
    },
    { maxWait: 10_000 },
  );
}

export async function removeExpiredPersonalData(
  db: Db,
  now: Date,
  storage: FileStorage,
): Promise<RetentionResult> {
  const ordersCutoff = retentionCutoff(now, RECORD_RETENTION_YEARS.orders);
  let anonymisedOrders = 0;
  for (;;) {
    const batch = await anonymiseBatch(db, ordersCutoff, now);
    anonymisedOrders += batch.length;
    if (batch.length < BATCH_SIZE) break;
  }
  const deletedFiles = await deleteFilesOfAnonymisedOrders(db, storage);
  const deletedMessages = await prismaSql(db).execute(Prisma.sql`
    DELETE FROM contact_messages
     WHERE created_at < ${retentionCutoff(now, RECORD_RETENTION_YEARS.complaints)}`);
  return { anonymisedOrders, deletedFiles, deletedMessages };
}
