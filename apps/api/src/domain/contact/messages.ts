import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { emailWords } from '../email/words.ts';
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
    // The shop's inbox has no language of its own: the notice stays in English.
    const words = emailWords('en');
    await enqueueEmail(tx, {
      kind: 'contact_message',
      to: shopEmail,
      subject: words.text('email.contactMessage.subject', { email: input.email }),
      text: [
        words.labelled('email.contactMessage.from', input.email),
        words.labelled('email.contactMessage.received', saved.createdAt.toISOString()),
        words.labelled('email.contactMessage.reference', saved.id),
        '',
        input.message,
      ].join('\n'),
    });
  });
}
