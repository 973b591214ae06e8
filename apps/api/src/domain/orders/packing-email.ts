// The email that tells the shopper what went into their box before it leaves: the short lines,
// the substitutes, the weights, the new total and the refund or the new amount due.
import { formatCount, formatWon } from '@jangbogi/contracts/format';
import type { PaymentMethod } from '@jangbogi/contracts/orders';
import { withParticle } from '@jangbogi/contracts/korean-particle';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { greeting } from '../email/greeting.ts';
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

function lineText(p: PlannedLine, language: Language): string | null {
  const ko = language === 'ko';
  const name = nameIn(language, p.line.productName, p.line.productNameKr);
  const kept = p.line.quantity - p.line.returnedQuantity;
  const total = formatWon(p.total, language);
  if (p.substitute) {
    const other = nameIn(language, p.substitute.name, p.substitute.nameKr);
    return ko
      ? `- 대체됨: ${name} → ${other} ${p.packedQuantity}개 (${total})`
      : `- Substituted: ${name} → ${other} x ${p.packedQuantity} (${total})`;
  }
  if (p.packedQuantity < kept) {
    const short = kept - p.packedQuantity;
    return ko
      ? `- 품절 환불: ${name} ${short}개 (보낸 수량 ${p.packedQuantity}개)`
      : `- Out of stock, refunded: ${name} x ${short} (${p.packedQuantity} packed)`;
  }
  if (p.grams !== null) {
    return ko
      ? `- 계량: ${name} ${formatCount(p.grams)}g (${total})`
      : `- Weighed: ${name} ${formatCount(p.grams)} g (${total})`;
  }
  return null;
}

function moneyText(facts: PackingFacts, newTotal: number, language: Language): string {
  const amount = formatWon(facts.difference, language);
  const total = formatWon(newTotal, language);
  const ko = language === 'ko';
  if (facts.difference === 0)
    return ko ? '결제하실 금액은 그대로입니다.' : 'The amount you pay is unchanged.';
  if (facts.refund) {
    if (!facts.refund.accountKnown)
      return ko
        ? `${withParticle(amount, '을/를')} 환불해 드립니다. 환불받으실 계좌를 주문 내역에서 입력하시거나, 은행, 계좌번호, 예금주를 이 메일에 답장으로 알려 주세요.`
        : `We will refund ${amount}. Please give the account it should go to under My Orders, or reply to this email with the bank, account number and account holder.`;
    return ko
      ? `${withParticle(amount, '을/를')} 알려 주신 계좌로 환불해 드립니다.`
      : `We will refund ${amount} to the bank account you gave us.`;
  }
  if (facts.paymentMethod === 'cash')
    return ko
      ? `배송 때 ${amount} 줄어든 ${total}만 받습니다.`
      : `At the door we collect the new total, ${total} (${amount} less).`;
  return ko
    ? `입금하실 금액이 ${amount} 줄어 ${total}입니다. 이 금액을 입금해 주세요.`
    : `You now owe ${total} (${amount} less): please transfer that amount.`;
}

export function packingEmail(order: OrderForEmail, facts: PackingFacts): OutgoingEmail {
  const language = order.language;
  const ko = language === 'ko';
  const n = order.orderNumber;
  const changes = facts.planned
    .map((p) => lineText(p, language))
    .filter((line): line is string => line !== null);
  const subject = ko ? `주문 ${n}의 상품을 포장했습니다` : `Your order ${n} is packed`;
  const intro = ko
    ? changes.length
      ? '주문하신 상품을 포장했습니다. 주문과 달라진 상품은 다음과 같습니다.'
      : '주문하신 상품을 모두 주문대로 포장했습니다.'
    : changes.length
      ? 'We have packed your order. Here is what differs from what you ordered.'
      : 'We have packed your order, everything as you ordered it.';
  const lines = [
    greeting(order.customerName, language),
    '',
    intro,
    ...(changes.length ? ['', ...changes] : []),
    '',
    ko
      ? `주문 금액: ${formatWon(facts.orderedTotal, language)} → ${formatWon(order.total, language)}`
      : `Order total: ${formatWon(facts.orderedTotal, language)} → ${formatWon(order.total, language)}`,
    moneyText(facts, order.total, language),
    '',
    `${ko ? '주문번호' : 'Order number'}: ${n}`,
    '',
    ko ? '장보기' : 'Jangbogi',
  ];
  return { kind: 'order_packed', to: order.customerEmail, subject, text: lines.join('\n') };
}
