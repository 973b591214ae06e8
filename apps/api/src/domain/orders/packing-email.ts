// The email that tells the shopper what went into their box before it leaves: the short lines,
// the substitutes, the weights, the new total and the refund or the new amount due. The words are
// the `email.packing.*` messages.
import { formatCount, formatWon } from '@jangbogi/contracts/format';
import type { PaymentMethod } from '@jangbogi/contracts/orders';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { emailWords, type EmailWords } from '../email/words.ts';
import type { OrderForEmail } from './order-emails.ts';
import type { PlannedLine } from './packing-lines.ts';

export interface PackingFacts {
  planned: PlannedLine[];
  orderedTotal: number;
  /** What the shopper no longer owes. */
  difference: number;
  paymentMethod: PaymentMethod;
  /** Set when a paid order is refunded the difference: whether we know where to send it. */
  refund: { accountKnown: boolean } | null;
}

const nameIn = (language: Language, name: string, nameKr: string | null) =>
  language === 'ko' ? (nameKr ?? name) : name;

function lineText(p: PlannedLine, words: EmailWords): string | null {
  const { language } = words;
  const product = nameIn(language, p.line.productName, p.line.productNameKr);
  const kept = p.line.quantity - p.line.returnedQuantity;
  const total = formatWon(p.total, language);
  if (p.substitute) {
    const substitute = nameIn(language, p.substitute.name, p.substitute.nameKr);
    return words.text('email.packing.substituted', {
      product,
      substitute,
      quantity: p.packedQuantity,
      total,
    });
  }
  if (p.packedQuantity < kept) {
    const short = kept - p.packedQuantity;
    return words.text('email.packing.short', { product, short, packed: p.packedQuantity });
  }
  if (p.grams !== null) {
    return words.text('email.packing.weighed', { product, grams: formatCount(p.grams), total });
  }
  return null;
}

function moneyText(facts: PackingFacts, newTotal: number, words: EmailWords): string {
  const amount = formatWon(facts.difference, words.language);
  const total = formatWon(newTotal, words.language);
  if (facts.difference === 0) return words.text('email.packing.unchanged');
  if (facts.refund) {
    return words.text(
      facts.refund.accountKnown
        ? 'email.packing.refundToAccount'
        : 'email.packing.refundAskAccount',
      { amount },
    );
  }
  return words.text(
    facts.paymentMethod === 'cash' ? 'email.packing.cashLess' : 'email.packing.transferLess',
    { amount, total },
  );
}

export function packingEmail(order: OrderForEmail, facts: PackingFacts): OutgoingEmail {
  const { language, orderNumber } = order;
  const words = emailWords(language);
  const changes = facts.planned
    .map((p) => lineText(p, words))
    .filter((line): line is string => line !== null);
  const lines = [
    words.text('email.greeting', { name: order.customerName }),
    '',
    words.text(changes.length ? 'email.packing.intro.changed' : 'email.packing.intro.asOrdered'),
    ...(changes.length ? ['', ...changes] : []),
    '',
    words.text('email.packing.total', {
      ordered: formatWon(facts.orderedTotal, language),
      total: formatWon(order.total, language),
    }),
    moneyText(facts, order.total, words),
    '',
    words.labelled('email.label.orderNumber', orderNumber),
    '',
    words.text('email.signature'),
  ];
  return {
    kind: 'order_packed',
    to: order.customerEmail,
    subject: words.text('email.packing.subject', { orderNumber }),
    text: lines.join('\n'),
  };
}
