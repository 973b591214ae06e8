// The emails checkout sends, in the language of the page the order was placed from. The words are
// the `email.orderPlaced.*` and `email.setPassword.*` messages.
import { formatDeadline, formatDeliveryDay, formatWon } from '@jangbogi/contracts/format';
import { settingIn } from '@jangbogi/contracts/settings-in-language';
import type { Order } from '@jangbogi/contracts/orders';
import { escapeHtml } from '@jangbogi/contracts/html';
import type { Language } from '../../lib/i18n/language.ts';
import { linkTo as pageLink } from '../accounts/link-tokens.ts';
import type { OutgoingEmail } from '../email/outbox.ts';
import type { TransferAccount } from '../settings/read-settings.ts';
import {
  emailWords,
  htmlLink,
  linkTo,
  paragraphs,
  strong,
  type EmailWords,
} from '../email/words.ts';
import { tossPaymentLines } from '../payment-gateway/email-lines.ts';

/** The lines that tell a transfer customer exactly where and how much to pay. */
function transferInstructions(order: Order, account: TransferAccount, words: EmailWords) {
  const { language } = words;
  return [
    words.text('email.orderPlaced.transfer'),
    words.labelled('email.label.bank', settingIn(account, 'bank_name', language)),
    words.labelled('email.label.accountHolder', settingIn(account, 'account_title', language)),
    words.labelled('email.label.accountNumber', account.account_number),
    words.labelled('email.label.amountToTransfer', formatWon(order.total_price, language)),
    words.text('email.orderPlaced.depositor', { depositor: order.depositor_name ?? '-' }),
    ...(order.payment_deadline
      ? [
          words.text('email.orderPlaced.deadline', {
            deadline: formatDeadline(order.payment_deadline, language),
          }),
        ]
      : []),
    words.text('email.orderPlaced.upload'),
  ];
}

/** The goods' figures: subtotal, any discount and surcharge, shipping and the total. */
function figureLines(order: Order, words: EmailWords) {
  const won = (amount: number) => formatWon(amount, words.language);
  const shipping =
    order.shipping_price === 0
      ? words.text('email.orderPlaced.freeShipping')
      : won(order.shipping_price);
  return [
    words.labelled('email.label.subtotal', won(order.subtotal)),
    ...(order.total_discount > 0
      ? [words.labelled('email.label.discount', `-${won(order.total_discount)}`)]
      : []),
    words.labelled('email.label.shipping', shipping),
    ...(order.remote_area_surcharge > 0
      ? [words.labelled('email.label.remoteArea', won(order.remote_area_surcharge))]
      : []),
    words.labelled('email.label.total', won(order.total_price)),
  ];
}

/**
 * The order confirmation. For an account transfer it carries the shop's bank account (from the
 * settings), the exact amount and the depositor name to use, since nothing is paid yet.
 * `guestOwned`: the order belongs to no account yet (ADR 0008), so My Orders, behind the sign-in,
 * cannot show it: the email links the order's own page instead, and says how the order comes
 * under My Orders (the set-password email sent with it).
 */
export function orderConfirmationEmail(
  order: Order,
  options: { publicUrl: string; language: Language; guestOwned: boolean },
  transferAccount: TransferAccount | null,
): OutgoingEmail {
  const { language } = options;
  const words = emailWords(language);
  // The name may carry its own count ("신라면 120g x 5개"): the quantity gets its word.
  const lines = order.products.map((p) =>
    words.text('email.orderPlaced.line', {
      product: language === 'ko' ? p.name_kr || p.name : p.name,
      quantity: p.quantity,
      total: formatWon(p.line_total, language),
    }),
  );
  const figures = figureLines(order, words);
  const payment = order.payment
    ? tossPaymentLines(order.payment, language)
    : order.payment_method === 'account_transfer' && transferAccount
      ? transferInstructions(order, transferAccount, words)
      : [words.text('email.orderPlaced.cash', { total: formatWon(order.total_price, language) })];
  const link = pageLink(
    options.publicUrl,
    options.guestOwned ? `/order-success?order=${encodeURIComponent(order._id)}` : '/my-orders',
    language,
  );
  const account = options.guestOwned ? [words.text('email.orderPlaced.guestAccount')] : [];
  const thanks = words.text('email.orderPlaced.thanks', { name: order.customer.name });
  const orderNumber = { label: words.text('email.label.orderNumber'), value: order.order_number };
  const deliveryDay = order.delivery_date
    ? {
        label: words.text('email.label.deliveryDay'),
        value: formatDeliveryDay(order.delivery_date, language),
      }
    : null;
  const seeOrders = words.text(
    options.guestOwned ? 'email.orderPlaced.seeOrder' : 'email.orderPlaced.seeOrders',
  );
  const text = [
    thanks,
    '',
    words.text('email.labelled', orderNumber),
    ...(deliveryDay ? [words.text('email.labelled', deliveryDay)] : []),
    '',
    ...lines,
    '',
    ...figures,
    '',
    ...payment,
    '',
    words.text('email.labelled', { label: seeOrders, value: link }),
    ...account,
  ].join('\n');
  const html = words.document(
    paragraphs([
      escapeHtml(thanks),
      words.html('email.labelled', orderNumber, { value: strong }),
      ...(deliveryDay ? [words.html('email.labelled', deliveryDay, { value: strong })] : []),
    ]) +
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
      paragraphs([figures.map(escapeHtml).join('<br>'), payment.map(escapeHtml).join('<br>')]) +
      paragraphs([htmlLink(link, seeOrders), ...account.map(escapeHtml)]),
  );
  return {
    kind: 'order_confirmation',
    to: order.customer.email,
    subject: words.text('email.orderPlaced.subject', { orderNumber: order.order_number }),
    text,
    html,
  };
}

/**
 * Sent with a guest order whose email has no confirmed account yet. Following the link proves
 * the address, sets the account's password and brings the order under My Orders (ADR 0008).
 * `validDays`: how long the link works.
 */
export function setPasswordEmail(
  name: string,
  email: string,
  link: string,
  validDays: number,
  language: Language = 'en',
): OutgoingEmail {
  const words = emailWords(language);
  const hello = words.text('email.greeting', { name });
  const why = words.text('email.setPassword.why');
  const anyway = words.text('email.setPassword.anyway');
  const action = words.text('email.setPassword.choose');
  return {
    kind: 'guest_account_set_password',
    to: email,
    subject: words.text('email.setPassword.subject'),
    text: [
      hello,
      '',
      why,
      words.text('email.setPassword.link', { days: validDays }),
      link,
      '',
      anyway,
    ].join('\n'),
    html: words.document(
      paragraphs([
        escapeHtml(hello),
        escapeHtml(why),
        words.html(
          'email.setPassword.action',
          { action, days: validDays },
          { action: linkTo(link) },
        ),
        escapeHtml(anyway),
      ]),
    ),
  };
}
