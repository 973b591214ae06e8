// What the customer is told when the shop changes their order. The words are the
// `email.orderStatus.<reason>.*` and `email.refund.*` messages.
import { formatWon } from '@jangbogi/contracts/format';
import type { OrderAction } from '@jangbogi/contracts/admin';
import type { RefundMethod } from '@jangbogi/contracts/refunds';
import { courierName, type Shipment } from '@jangbogi/contracts/shipping';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { emailWords, type EmailWords } from '../email/words.ts';

export interface OrderForEmail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  total: number;
  /** The customer's language (their account's preferred language). */
  language: Language;
}

/** The changes the shop or the shopper make without a back-office action, which email too. */
export const OTHER_EMAIL_REASONS = [
  'auto_cancel',
  'auto_cancel_unconfirmed',
  'customer_cancel',
] as const;
export type EmailReason = OrderAction | (typeof OTHER_EMAIL_REASONS)[number];

/** The lines every order email ends with: its number, its total and the shop. */
function orderFooter(words: EmailWords, order: OrderForEmail, totalChanged: boolean) {
  return [
    '',
    words.labelled('email.label.orderNumber', order.orderNumber),
    words.labelled(
      totalChanged ? 'email.label.orderTotalNow' : 'email.label.orderTotal',
      formatWon(order.total, words.language),
    ),
    '',
    words.text('email.signature'),
  ];
}

export function orderStatusEmail(
  /** `paid`: whether the customer had paid when it changed (a cancelled unpaid order owes nothing). */
  order: OrderForEmail & { paid: boolean },
  reason: EmailReason,
  note?: string | null,
  shipment?: Shipment | null,
): OutgoingEmail {
  const { language, orderNumber } = order;
  const words = emailWords(language);
  const tracking = shipment
    ? [
        '',
        words.labelled('email.label.courier', courierName(shipment.courier, language)),
        words.labelled('email.label.trackingNumber', shipment.tracking_number),
        ...(shipment.tracking_url
          ? [words.labelled('email.label.track', shipment.tracking_url)]
          : []),
      ]
    : [];
  const lines = [
    words.text('email.greeting', { name: order.customerName }),
    '',
    words.text(`email.orderStatus.${reason}.body`, { paid: order.paid ? 'yes' : 'no' }),
    ...tracking,
    ...(note ? ['', words.labelled('email.label.shopNote', note)] : []),
    ...orderFooter(words, order, false),
  ];
  return {
    kind: `order_${reason}`,
    to: order.customerEmail,
    subject: words.text(`email.orderStatus.${reason}.subject`, { orderNumber }),
    text: lines.join('\n'),
  };
}

/** Sent when the shop takes lines back (or the whole order) and when the money has gone out. */
export function refundEmail(
  order: OrderForEmail,
  refund: { amount: number; method: RefundMethod; cancelsOrder: boolean },
  stage: 'created' | 'refunded',
): OutgoingEmail {
  const words = emailWords(order.language);
  const values = {
    orderNumber: order.orderNumber,
    amount: formatWon(refund.amount, order.language),
    how: words.text(`email.refund.how.${refund.method}`),
    cancelsOrder: refund.cancelsOrder ? 'yes' : 'no',
  };
  const lines = [
    words.text('email.greeting', { name: order.customerName }),
    '',
    words.text(`email.refund.${stage}.body`, values),
    ...orderFooter(words, order, true),
  ];
  return {
    kind: stage === 'refunded' ? 'order_refunded' : 'order_refund',
    to: order.customerEmail,
    subject: words.text(`email.refund.${stage}.subject`, values),
    text: lines.join('\n'),
  };
}
