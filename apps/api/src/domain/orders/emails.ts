// The emails checkout sends, in the language of the page the order was placed from.
import { formatDeliveryDay, formatDeadline } from '@jangbogi/contracts/format';
import { formatWon } from '@jangbogi/contracts/format';
import { settingIn } from '@jangbogi/contracts/settings-in-language';
import type { Order } from '@jangbogi/contracts/orders';
import { escapeHtml } from '@jangbogi/contracts/html';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import type { TransferAccount } from '../settings/read-settings.ts';
import { greeting } from '../email/greeting.ts';
import { tossPaymentLines } from '../payment-gateway/email-lines.ts';

const CONFIRMATION_WORDS = {
  en: {
    subject: (n: string) => `Your Jangbogi order ${n}`,
    thanks: (name: string) => `Thank you for your order, ${name}!`,
    orderNumber: 'Order number',
    deliveryDay: 'Delivery day',
    quantity: 'Qty',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    remoteArea: 'Remote area surcharge',
    total: 'Total',
    cash: (total: string) => `Payment: cash on delivery. Total to pay on delivery: ${total}.`,
    transfer: {
      intro: 'Payment: account transfer (not paid yet). Please transfer the exact amount to:',
      bank: 'Bank',
      holder: 'Account holder',
      number: 'Account number',
      amount: 'Amount to transfer',
      deadline: (when: string) =>
        `Please transfer by ${when}. An order still unpaid then is cancelled.`,
      depositor: 'Depositor name',
      why: '(send the transfer under this name so we can match it)',
      upload: 'Then upload a screenshot of the transfer on your order page.',
    },
    seeOrders: 'See your orders',
  },
  ko: {
    subject: (n: string) => `[장보기] 주문 ${n} 접수 안내`,
    thanks: (name: string) => `${name}님, 주문해 주셔서 감사합니다!`,
    orderNumber: '주문번호',
    deliveryDay: '배송일',
    quantity: '수량',
    subtotal: '상품 금액',
    discount: '할인',
    shipping: '배송비',
    free: '무료',
    remoteArea: '도서산간 추가 배송비',
    total: '합계',
    cash: (total: string) => `결제: 현장 결제(배송 시 현금). 받으실 때 결제하실 금액: ${total}`,
    transfer: {
      intro: '결제: 계좌이체 (입금 전). 아래 계좌로 정확한 금액을 보내 주세요.',
      bank: '은행',
      holder: '예금주',
      number: '계좌번호',
      amount: '입금하실 금액',
      deadline: (when: string) =>
        `${when}까지 입금해 주세요. 그때까지 입금이 없으면 주문이 취소됩니다.`,
      depositor: '입금자명',
      why: '(입금 확인을 위해 이 이름으로 보내 주세요)',
      upload: '입금 후 주문 페이지에 이체 화면을 올려 주세요.',
    },
    seeOrders: '주문 내역 보기',
  },
} satisfies Record<Language, unknown>;

/** The lines that tell a transfer customer exactly where and how much to pay. */
function transferInstructions(order: Order, account: TransferAccount, language: Language) {
  const words = CONFIRMATION_WORDS[language].transfer;
  return [
    words.intro,
    `${words.bank}: ${settingIn(account, 'bank_name', language)}`,
    `${words.holder}: ${settingIn(account, 'account_title', language)}`,
    `${words.number}: ${account.account_number}`,
    `${words.amount}: ${formatWon(order.total_price, language)}`,
    `${words.depositor}: ${order.depositor_name ?? '-'} ${words.why}`,
    ...(order.payment_deadline
      ? [words.deadline(formatDeadline(order.payment_deadline, language))]
      : []),
    words.upload,
  ];
}

/**
 * The order confirmation. For an account transfer it carries the shop's bank account (from the
 * settings), the exact amount and the depositor name to use, since nothing is paid yet.
 */
export function orderConfirmationEmail(
  order: Order,
  options: { publicUrl: string; language: Language },
  transferAccount: TransferAccount | null,
): OutgoingEmail {
  const { language } = options;
  const words = CONFIRMATION_WORDS[language];
  const won = (amount: number) => formatWon(amount, language);
  // The name may carry its own count ("신라면 120g x 5개"): the quantity gets its word.
  const lines = order.products.map(
    (p) =>
      `${language === 'ko' ? p.name_kr || p.name : p.name} · ${words.quantity} ${p.quantity} · ${won(p.line_total)}`,
  );
  const figures = [
    `${words.subtotal}: ${won(order.subtotal)}`,
    ...(order.total_discount > 0 ? [`${words.discount}: -${won(order.total_discount)}`] : []),
    `${words.shipping}: ${order.shipping_price === 0 ? words.free : won(order.shipping_price)}`,
    ...(order.remote_area_surcharge > 0
      ? [`${words.remoteArea}: ${won(order.remote_area_surcharge)}`]
      : []),
    `${words.total}: ${won(order.total_price)}`,
  ];
  const payment = order.payment
    ? tossPaymentLines(order.payment, language)
    : order.payment_method === 'account_transfer' && transferAccount
      ? transferInstructions(order, transferAccount, language)
      : [words.cash(won(order.total_price))];
  const base = options.publicUrl.replace(/\/$/, '');
  const link = `${base}${language === 'ko' ? '/ko' : ''}/my-orders`;
  const deliveryDay = order.delivery_date ? formatDeliveryDay(order.delivery_date, language) : null;
  const dayLabel = words.deliveryDay;
  const text = [
    words.thanks(order.customer.name),
    '',
    `${words.orderNumber}: ${order.order_number}`,
    ...(deliveryDay ? [`${dayLabel}: ${deliveryDay}`] : []),
    '',
    ...lines,
    '',
    ...figures,
    '',
    ...payment,
    '',
    `${words.seeOrders}: ${link}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(words.thanks(order.customer.name))}</p>` +
    `<p>${words.orderNumber}: <strong>${escapeHtml(order.order_number)}</strong></p>` +
    (deliveryDay ? `<p>${dayLabel}: <strong>${escapeHtml(deliveryDay)}</strong></p>` : '') +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${figures.map(escapeHtml).join('<br>')}</p>` +
    `<p>${payment.map(escapeHtml).join('<br>')}</p>` +
    `<p><a href="${escapeHtml(link)}">${words.seeOrders}</a></p>`;
  return {
    kind: 'order_confirmation',
    to: order.customer.email,
    subject: words.subject(order.order_number),
    text,
    html,
  };
}

const SET_PASSWORD_WORDS = {
  en: {
    subject: 'Set a password for your Jangbogi account',
    why: 'To follow your order under My Orders, confirm this email address by choosing a password for your Jangbogi account',
    terms:
      '(the link works once, for 7 days; if the account already had a password, the new one replaces it)',
    action: 'Choose a password',
    anyway:
      'Your order is placed either way: you can also follow it from the order page in the browser you ordered from.',
  },
  ko: {
    subject: '장보기 계정의 비밀번호를 정해 주세요',
    why: '주문 내역에서 주문을 확인하시려면 장보기 계정의 비밀번호를 정해 이메일 주소를 인증해 주세요',
    terms:
      '(링크는 7일 동안 한 번만 쓸 수 있으며, 이미 비밀번호가 있던 계정이라면 새 비밀번호로 바뀝니다)',
    action: '비밀번호 정하기',
    anyway:
      '인증하지 않으셔도 주문은 접수되었으며, 주문하신 브라우저의 주문 페이지에서도 확인하실 수 있습니다.',
  },
} satisfies Record<Language, unknown>;

/**
 * Sent with a guest order whose email has no confirmed account yet. Following the link proves
 * the address, sets the account's password and brings the order under My Orders (ADR 0008).
 */
export function setPasswordEmail(
  name: string,
  email: string,
  link: string,
  language: Language = 'en',
): OutgoingEmail {
  const words = SET_PASSWORD_WORDS[language];
  const text = [
    greeting(name, language),
    '',
    `${words.why}${language === 'en' ? '' : '.'}`,
    `${words.terms}:`,
    link,
    '',
    words.anyway,
  ].join('\n');
  return {
    kind: 'guest_account_set_password',
    to: email,
    subject: words.subject,
    text,
    html:
      `<p>${escapeHtml(greeting(name, language))}</p>` +
      `<p>${escapeHtml(words.why)}.</p>` +
      `<p><a href="${escapeHtml(link)}">${words.action}</a> ${escapeHtml(words.terms)}.</p>` +
      `<p>${escapeHtml(words.anyway)}</p>`,
  };
}
