// What the customer is told when the shop changes their order.
import { formatWon } from '@jangbogi/contracts/format';
import type { OrderAction } from '@jangbogi/contracts/admin';
import type { RefundMethod } from '@jangbogi/contracts/refunds';
import { courierName, type Shipment } from '@jangbogi/contracts/shipping';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { withParticle } from '@jangbogi/contracts/korean-particle';
import { greeting } from '../email/greeting.ts';

export interface OrderForEmail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  total: number;
  /** The customer's language (their account's preferred language). */
  language: Language;
}

export type EmailReason =
  OrderAction | 'auto_cancel' | 'auto_cancel_unconfirmed' | 'customer_cancel';

interface Headline {
  subject: string;
  body: string;
}

const ENGLISH_HEADLINES: Record<EmailReason, (orderNumber: string, paid: boolean) => Headline> = {
  confirm_payment: (n) => ({
    subject: `Payment received for order ${n}`,
    body: 'We have received your transfer. Your order is confirmed and we are preparing it.',
  }),
  reject_proof: (n) => ({
    subject: `We could not confirm your transfer for order ${n}`,
    body: 'We could not match your transfer screenshot to a deposit. Please check the amount and the depositor name, then upload a new screenshot from your order page.',
  }),
  confirm: (n) => ({
    subject: `Order ${n} is confirmed`,
    body: 'Your order is confirmed and we are preparing it.',
  }),
  ship: (n) => ({ subject: `Order ${n} has shipped`, body: 'Your order is on its way.' }),
  deliver: (n) => ({
    subject: `Order ${n} was delivered`,
    body: 'Your order was delivered. Thank you for shopping with Jangbogi.',
  }),
  cancel: (n) => ({
    subject: `Order ${n} was cancelled`,
    body: 'Your order was cancelled by the shop.',
  }),
  customer_cancel: (n, paid) => ({
    subject: `Order ${n} was cancelled`,
    body: paid
      ? 'Your order was cancelled as you asked. What you paid will be refunded.'
      : 'Your order was cancelled as you asked. It was not paid, so nothing is charged.',
  }),
  auto_cancel: (n) => ({
    subject: `Order ${n} was cancelled`,
    body: 'Your order was cancelled because we did not receive the account transfer in time. You are welcome to order again.',
  }),
  auto_cancel_unconfirmed: (n) => ({
    subject: `Order ${n} was cancelled`,
    body: 'We are sorry: we could not confirm your order in time, so it was cancelled and nothing will be delivered or charged. You are welcome to order again.',
  }),
};

/** `주문 20261126-0002가`: the order number read aloud decides the particle. */
const orderSubject = (n: string) => withParticle(`주문 ${n}`, '이/가');

const KOREAN_HEADLINES: Record<EmailReason, (orderNumber: string, paid: boolean) => Headline> = {
  confirm_payment: (n) => ({
    subject: `주문 ${n}의 입금이 확인되었습니다`,
    body: '보내주신 입금을 확인했습니다. 주문이 확정되어 상품을 준비하고 있습니다.',
  }),
  reject_proof: (n) => ({
    subject: `주문 ${n}의 입금을 확인하지 못했습니다`,
    body: '보내주신 이체 화면과 일치하는 입금을 찾지 못했습니다. 금액과 입금자명을 확인하신 뒤 주문 페이지에서 이체 화면을 다시 올려 주세요.',
  }),
  confirm: (n) => ({
    subject: `${orderSubject(n)} 확정되었습니다`,
    body: '주문이 확정되어 상품을 준비하고 있습니다.',
  }),
  ship: (n) => ({
    subject: `${orderSubject(n)} 발송되었습니다`,
    body: '주문하신 상품이 출발했습니다.',
  }),
  deliver: (n) => ({
    subject: `주문 ${n}의 배송이 완료되었습니다`,
    body: '주문하신 상품이 배송되었습니다. 장보기를 이용해 주셔서 감사합니다.',
  }),
  cancel: (n) => ({
    subject: `${orderSubject(n)} 취소되었습니다`,
    body: '상점에서 주문을 취소했습니다.',
  }),
  customer_cancel: (n, paid) => ({
    subject: `${orderSubject(n)} 취소되었습니다`,
    body: paid
      ? '요청하신 대로 주문을 취소했습니다. 결제하신 금액은 환불해 드립니다.'
      : '요청하신 대로 주문을 취소했습니다. 결제 전에 취소되어 청구되는 금액은 없습니다.',
  }),
  auto_cancel: (n) => ({
    subject: `${orderSubject(n)} 취소되었습니다`,
    body: '입금 기한까지 계좌이체가 확인되지 않아 주문이 취소되었습니다. 언제든 다시 주문해 주세요.',
  }),
  auto_cancel_unconfirmed: (n) => ({
    subject: `${orderSubject(n)} 취소되었습니다`,
    body: '죄송합니다. 기한 안에 주문을 확정하지 못해 주문이 취소되었으며, 배송이나 결제는 이루어지지 않습니다. 언제든 다시 주문해 주세요.',
  }),
};

/** The words around the headline, in each language. */
const FRAME = {
  en: {
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    track: 'Track your parcel',
    note: 'Note from the shop',
    orderNumber: 'Order number',
    orderTotal: 'Order total',
    orderTotalNow: 'Order total now',
    shop: 'Jangbogi',
  },
  ko: {
    courier: '택배사',
    trackingNumber: '송장번호',
    track: '배송 조회',
    note: '상점 메모',
    orderNumber: '주문번호',
    orderTotal: '주문 금액',
    orderTotalNow: '변경된 주문 금액',
    shop: '장보기',
  },
} satisfies Record<Language, unknown>;

export function orderStatusEmail(
  /** `paid`: whether the customer had paid when it changed (a cancelled unpaid order owes nothing). */
  order: OrderForEmail & { paid: boolean },
  reason: EmailReason,
  note?: string | null,
  shipment?: Shipment | null,
): OutgoingEmail {
  const language = order.language;
  const words = FRAME[language];
  const headlines = language === 'ko' ? KOREAN_HEADLINES : ENGLISH_HEADLINES;
  const { subject, body } = headlines[reason](order.orderNumber, order.paid);
  const tracking = shipment
    ? [
        '',
        `${words.courier}: ${courierName(shipment.courier, language)}`,
        `${words.trackingNumber}: ${shipment.tracking_number}`,
        ...(shipment.tracking_url ? [`${words.track}: ${shipment.tracking_url}`] : []),
      ]
    : [];
  const lines = [
    greeting(order.customerName, language),
    '',
    body,
    ...tracking,
    ...(note ? ['', `${words.note}: ${note}`] : []),
    '',
    `${words.orderNumber}: ${order.orderNumber}`,
    `${words.orderTotal}: ${formatWon(order.total, language)}`,
    '',
    words.shop,
  ];
  return { kind: `order_${reason}`, to: order.customerEmail, subject, text: lines.join('\n') };
}

/** Sent when the shop takes lines back (or the whole order) and when the money has gone out. */
export function refundEmail(
  order: OrderForEmail,
  refund: { amount: number; method: RefundMethod; cancelsOrder: boolean },
  stage: 'created' | 'refunded',
): OutgoingEmail {
  const language = order.language;
  const words = FRAME[language];
  const amount = formatWon(refund.amount, language);
  const n = order.orderNumber;
  const { subject, body } =
    language === 'ko'
      ? koreanRefundHeadline(n, amount, refund, stage)
      : englishRefundHeadline(n, amount, refund, stage);
  const lines = [
    greeting(order.customerName, language),
    '',
    body,
    '',
    `${words.orderNumber}: ${n}`,
    `${words.orderTotalNow}: ${formatWon(order.total, language)}`,
    '',
    words.shop,
  ];
  return {
    kind: stage === 'refunded' ? 'order_refunded' : 'order_refund',
    to: order.customerEmail,
    subject,
    text: lines.join('\n'),
  };
}

type RefundFacts = { method: RefundMethod; cancelsOrder: boolean };

const HOW_REFUNDED: Record<Language, Record<RefundMethod, string>> = {
  en: {
    transfer: 'to your bank account',
    cash: 'in cash',
    toss: 'the way you paid (card, easy pay or your refund account)',
  },
  ko: { transfer: '계좌로', cash: '현금으로', toss: '결제하신 수단(카드·간편결제·환불 계좌)으로' },
};

function englishRefundHeadline(
  n: string,
  amount: string,
  refund: RefundFacts,
  stage: 'created' | 'refunded',
): Headline {
  const how = HOW_REFUNDED.en[refund.method];
  if (stage === 'refunded')
    return {
      subject: `Your refund for order ${n} was sent`,
      body: `We have refunded ${amount} ${how}.`,
    };
  return {
    subject: refund.cancelsOrder
      ? `Order ${n} was cancelled and will be refunded`
      : `Items from order ${n} were returned`,
    body: `We will refund ${amount} ${how}. You can follow the refund under My Orders.`,
  };
}

function koreanRefundHeadline(
  n: string,
  amount: string,
  refund: RefundFacts,
  stage: 'created' | 'refunded',
): Headline {
  const how = HOW_REFUNDED.ko[refund.method];
  if (stage === 'refunded')
    return {
      subject: `주문 ${n}의 환불이 완료되었습니다`,
      body: `${withParticle(amount, '을/를')} ${how} 환불했습니다.`,
    };
  return {
    subject: refund.cancelsOrder
      ? `${orderSubject(n)} 취소되어 환불됩니다`
      : `주문 ${n}의 일부 상품이 반품되었습니다`,
    body: `${withParticle(amount, '을/를')} ${how} 환불해 드릴 예정입니다. 진행 상황은 주문 내역에서 확인하실 수 있습니다.`,
  };
}
