// The back-in-stock emails, in the language the shopper asked in: the one-time confirmation of a
// guest's email (double opt-in) and the alert itself, which always carries a one-click
// unsubscribe (RFC 8058: a List-Unsubscribe URL that takes a POST, and a link in the body).
import { escapeHtml } from '@jangbogi/contracts/html';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { CONFIRM_LINK_DAYS } from './alert-links.ts';

export type AlertLanguage = Language;

const CONFIRM_WORDS = {
  en: {
    subject: 'Confirm your email for back-in-stock alerts',
    asked: (name: string) =>
      `Someone asked Jangbogi to email this address when ${name} is back in stock.`,
    please: `Confirm it is yours with this link (it works for ${CONFIRM_LINK_DAYS} days). You confirm once; later alerts need no new link.`,
    action: 'Confirm my email',
    notYou:
      'If it was not you, ignore this email: we send no alert to an address that was not confirmed.',
  },
  ko: {
    subject: '재입고 알림 이메일 확인',
    asked: (name: string) =>
      `${name} 상품이 재입고되면 이 주소로 알려 달라는 요청이 장보기에 접수되었습니다.`,
    please: `아래 링크로 본인의 이메일이 맞는지 확인해 주세요 (링크는 ${CONFIRM_LINK_DAYS}일 동안 쓸 수 있습니다). 한 번만 확인하시면 이후 알림에는 다시 확인할 필요가 없습니다.`,
    action: '이메일 확인하기',
    notYou:
      '직접 요청하지 않으셨다면 이 메일을 무시해 주세요. 확인되지 않은 주소로는 알림을 보내지 않습니다.',
  },
} satisfies Record<Language, unknown>;

export function stockAlertConfirmationEmail(
  to: string,
  product: { name: string; name_kr: string | null },
  link: string,
  language: Language,
): OutgoingEmail {
  const words = CONFIRM_WORDS[language];
  const name = productName(product, language);
  return {
    kind: 'stock_alert_confirmation',
    to,
    subject: words.subject,
    text: `${words.asked(name)}\n\n${words.please}\n\n${words.action}: ${link}\n\n${words.notYou}\n`,
    html:
      `<p>${escapeHtml(words.asked(name))}</p><p>${escapeHtml(words.please)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>` +
      `<p>${escapeHtml(words.notYou)}</p>`,
  };
}

const ALERT_WORDS = {
  en: {
    subject: (name: string) => `Back in stock: ${name}`,
    body: (name: string) => `${name} is back in stock. Quantities are limited, so order soon.`,
    action: 'See the product',
    why: 'You get this email because you asked for a back-in-stock alert at Jangbogi.',
    unsubscribe: 'Unsubscribe from back-in-stock alerts',
  },
  ko: {
    subject: (name: string) => `재입고 알림: ${name}`,
    body: (name: string) =>
      `기다리시던 ${name} 상품이 다시 입고되었습니다. 수량이 한정되어 있으니 서둘러 주세요.`,
    action: '상품 보러 가기',
    why: '장보기에서 재입고 알림을 신청하셔서 이 메일을 보내 드립니다.',
    unsubscribe: '재입고 알림 수신 거부',
  },
} satisfies Record<Language, unknown>;

export interface AlertLinks {
  product: string;
  /** The page that unsubscribes in one click. */
  unsubscribePage: string;
  /** The API's RFC 8058 endpoint, for the List-Unsubscribe header. */
  unsubscribeEndpoint: string;
}

export function backInStockEmail(
  alert: { email: string; language: AlertLanguage; name: string; name_kr: string | null },
  links: AlertLinks,
): OutgoingEmail {
  const words = ALERT_WORDS[alert.language];
  const name = productName(alert, alert.language);
  const body = words.body(name);
  return {
    kind: 'back_in_stock',
    to: alert.email,
    subject: words.subject(name),
    text:
      `${body}\n\n${words.action}: ${links.product}\n\n` +
      `${words.why}\n${words.unsubscribe}: ${links.unsubscribePage}\n`,
    html:
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(links.product)}">${escapeHtml(words.action)}</a></p>` +
      `<p style="font-size:12px;color:#666">${escapeHtml(words.why)} ` +
      `<a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeEndpoint}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function productName(product: { name: string; name_kr: string | null }, language: Language) {
  return language === 'ko' ? product.name_kr || product.name : product.name;
}
