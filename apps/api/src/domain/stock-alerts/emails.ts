// The back-in-stock emails, in the language the shopper asked in: the one-time confirmation of a
// guest's email (double opt-in) and the alert itself, which always carries a one-click
// unsubscribe (RFC 8058: a List-Unsubscribe URL that takes a POST, and a link in the body). Their
// words are the `email.stockAlertConfirm.*` and `email.backInStock.*` messages.
import { escapeHtml } from '@jangbogi/contracts/html';
import type { Language } from '../../lib/i18n/language.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import { emailWords, htmlLink, paragraphs } from '../email/words.ts';
import { CONFIRM_LINK_DAYS } from './alert-links.ts';

export type AlertLanguage = Language;

export function stockAlertConfirmationEmail(
  to: string,
  product: { name: string; name_kr: string | null },
  link: string,
  language: Language,
): OutgoingEmail {
  const words = emailWords(language);
  const asked = words.text('email.stockAlertConfirm.asked', {
    product: productName(product, language),
  });
  const please = words.text('email.stockAlertConfirm.please', { days: CONFIRM_LINK_DAYS });
  const notYou = words.text('email.stockAlertConfirm.notYou');
  return {
    kind: 'stock_alert_confirmation',
    to,
    subject: words.text('email.stockAlertConfirm.subject'),
    text: `${asked}\n\n${please}\n\n${words.labelled('email.stockAlertConfirm.action', link)}\n\n${notYou}\n`,
    html: words.document(
      paragraphs([
        escapeHtml(asked),
        escapeHtml(please),
        htmlLink(link, words.text('email.stockAlertConfirm.action')),
        escapeHtml(notYou),
      ]),
    ),
  };
}

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
  const words = emailWords(alert.language);
  const product = productName(alert, alert.language);
  const body = words.text('email.backInStock.body', { product });
  const why = words.text('email.backInStock.why');
  const unsubscribe = words.text('email.backInStock.unsubscribe');
  return {
    kind: 'back_in_stock',
    to: alert.email,
    subject: words.text('email.backInStock.subject', { product }),
    text:
      `${body}\n\n${words.labelled('email.backInStock.action', links.product)}\n\n` +
      `${why}\n${words.labelled('email.backInStock.unsubscribe', links.unsubscribePage)}\n`,
    html: words.document(
      paragraphs([
        escapeHtml(body),
        htmlLink(links.product, words.text('email.backInStock.action')),
      ]) +
        `<p style="font-size:12px;color:#666">${escapeHtml(why)} ` +
        `${htmlLink(links.unsubscribePage, unsubscribe)}</p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeEndpoint}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function productName(product: { name: string; name_kr: string | null }, language: Language) {
  return language === 'ko' ? product.name_kr || product.name : product.name;
}
