import type { DbOrTx } from '../../db/client.ts';

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
 * email announces, so that the email exists exactly when the change does (D7); the outbox
 * worker sends it afterwards.
 */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail): Promise<void> {
  await db.emailOutbox.create({
    data: {
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    },
    select: { id: true },
  });
}
