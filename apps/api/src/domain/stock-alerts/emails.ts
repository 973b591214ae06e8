// The back-in-stock email, in the language the shopper asked in.
import { escapeHtml } from '@jangbogi/contracts/html';
import type { OutgoingEmail } from '../email/outbox.ts';

export type AlertLanguage = 'en' | 'ko';

export function backInStockEmail(
  alert: { email: string; language: AlertLanguage; name: string; name_kr: string },
  link: string,
): OutgoingEmail {
  const korean = alert.language === 'ko';
  const name = korean ? alert.name_kr || alert.name : alert.name;
  const subject = korean ? `재입고 알림: ${name}` : `Back in stock: ${name}`;
  const body = korean
    ? `기다리시던 ${name} 상품이 다시 입고되었습니다. 수량이 한정되어 있으니 서둘러 주세요.`
    : `${name} is back in stock. Quantities are limited, so order soon.`;
  const action = korean ? '상품 보러 가기' : 'See the product';
  return {
    kind: 'back_in_stock',
    to: alert.email,
    subject,
    text: `${body}\n\n${action}: ${link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
  };
}
