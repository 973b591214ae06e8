import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Stores a contact-form message and queues it for the shop's inbox, together (ADR 0010). */
export async function submitContactMessage(
  db: Db,
  input: { email: string; message: string },
  shopEmail: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const saved = await tx.contactMessage.create({
      data: { email: input.email, message: input.message },
      select: { id: true, createdAt: true },
    });
    await enqueueEmail(tx, {
      kind: 'contact_message',
      to: shopEmail,
      subject: `Contact form message from ${input.email}`,
      text: [
        `From: ${input.email}`,
        `Received: ${saved.createdAt.toISOString()}`,
        `Reference: ${saved.id}`,
        '',
        input.message,
      ].join('\n'),
    });
  });
}
