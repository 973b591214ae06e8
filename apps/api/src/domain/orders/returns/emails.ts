// What the shopper is told at each step of a return, in the language they asked for it in. The
// words are the `email.return.<stage>.*` messages.
import { formatWon } from '@jangbogi/contracts/format';
import type { OutgoingEmail } from '../../email/outbox.ts';
import { emailWords } from '../../email/words.ts';

export type ReturnEmailStage = 'requested' | 'approved' | 'refused' | 'refunded';
export type EmailLanguage = 'en' | 'ko';

export interface ReturnForEmail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  language: EmailLanguage;
}

export function returnEmail(
  order: ReturnForEmail,
  stage: ReturnEmailStage,
  details: { refusalReason?: string | null; refundAmount?: number } = {},
): OutgoingEmail {
  const words = emailWords(order.language);
  const { orderNumber } = order;
  const extra: string[] = [];
  if (details.refusalReason) {
    extra.push('', words.labelled('email.return.reason', details.refusalReason));
  }
  if (details.refundAmount !== undefined) {
    const amount = formatWon(details.refundAmount, order.language);
    extra.push('', words.labelled('email.return.refund', amount));
  }
  const lines = [
    words.text('email.greeting', { name: order.customerName }),
    '',
    words.text(`email.return.${stage}.body`),
    ...extra,
    '',
    words.labelled('email.label.orderNumber', orderNumber),
    '',
    words.text('email.signature'),
  ];
  return {
    kind: `return_${stage}`,
    to: order.customerEmail,
    subject: words.text(`email.return.${stage}.subject`, { orderNumber }),
    text: lines.join('\n'),
  };
}
