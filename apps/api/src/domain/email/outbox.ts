import type { DbOrTx } from '../../db/client.ts';
import { prismaSql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';

export interface OutgoingEmail {
  /** What the email is about, for the shop team's records: 'password_reset', 'order_confirmation', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues an email in the outbox. Call it with the transaction that makes the change the
 * email announces, so that the email exists exactly when the change does (ADR 0010); the outbox
 * worker sends it afterwards.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<void> {
  // queue_email (prisma/functions/queue_email.sql) is the one statement that writes an
  // outbox row: the checkout's own functions call it too.
  await prismaSql(db).query(
    Prisma.sql`SELECT 1 AS queued FROM queue_email(${JSON.stringify(email)}::jsonb)`,
  );
}
