// What the shopper is told at each step of a return, in the language they asked for it in.
import { formatWon } from '@jangbogi/contracts/format';
import type { OutgoingEmail } from '../../email/outbox.ts';
import { greeting } from '../../email/greeting.ts';

export type ReturnEmailStage = 'requested' | 'approved' | 'refused' | 'refunded';
export type EmailLanguage = 'en' | 'ko';

export interface ReturnForEmail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  language: EmailLanguage;
}

const ENGLISH: Record<ReturnEmailStage, (n: string) => { subject: string; body: string }> = {
  requested: (n) => ({
    subject: `We received your return request for order ${n}`,
    body: 'We have received your return request and its photos. We will look at it and write to you within 1-2 business days.',
  }),
  approved: (n) => ({
    subject: `Your return for order ${n} was approved`,
    body: 'We have approved your return. We will refund the items and write to you when the refund is recorded.',
  }),
  refused: (n) => ({
    subject: `Your return for order ${n} was refused`,
    body: 'We are sorry: we could not accept your return.',
  }),
  refunded: (n) => ({
    subject: `The refund for your return on order ${n} is on its way`,
    body: 'Your return is complete and its refund is recorded. We will write again once the money has been sent; you can follow it under My Orders.',
  }),
};

const KOREAN: Record<ReturnEmailStage, (n: string) => { subject: string; body: string }> = {
  requested: (n) => ({
    subject: `주문 ${n}의 반품 요청이 접수되었습니다`,
    body: '반품 요청과 사진을 잘 받았습니다. 확인 후 영업일 기준 1~2일 안에 안내해 드리겠습니다.',
  }),
  approved: (n) => ({
    subject: `주문 ${n}의 반품이 승인되었습니다`,
    body: '반품이 승인되었습니다. 환불을 처리한 뒤 다시 안내해 드리겠습니다.',
  }),
  refused: (n) => ({
    subject: `주문 ${n}의 반품이 거절되었습니다`,
    body: '죄송합니다. 요청하신 반품을 받아들일 수 없습니다.',
  }),
  refunded: (n) => ({
    subject: `주문 ${n}의 반품 환불이 접수되었습니다`,
    body: '반품이 완료되어 환불이 접수되었습니다. 환불금을 보내 드리면 다시 안내해 드리며, 내 주문에서 진행 상황을 확인하실 수 있습니다.',
  }),
};

export function returnEmail(
  order: ReturnForEmail,
  stage: ReturnEmailStage,
  details: { refusalReason?: string | null; refundAmount?: number } = {},
): OutgoingEmail {
  const korean = order.language === 'ko';
  const { subject, body } = (korean ? KOREAN : ENGLISH)[stage](order.orderNumber);
  const extra: string[] = [];
  if (details.refusalReason) {
    extra.push('', `${korean ? '사유' : 'Reason'}: ${details.refusalReason}`);
  }
  if (details.refundAmount !== undefined) {
    extra.push(
      '',
      `${korean ? '환불 금액' : 'Refund'}: ${formatWon(details.refundAmount, order.language)}`,
    );
  }
  const lines = [
    greeting(order.customerName, order.language),
    '',
    body,
    ...extra,
    '',
    `${korean ? '주문번호' : 'Order number'}: ${order.orderNumber}`,
    '',
    korean ? '장보기' : 'Jangbogi',
  ];
  return {
    kind: `return_${stage}`,
    to: order.customerEmail,
    subject,
    text: lines.join('\n'),
  };
}
