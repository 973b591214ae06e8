import { formatWon } from '@jangbogi/contracts/money';
import type { Order } from '@jangbogi/contracts/orders';
import { escapeHtml } from '@jangbogi/contracts/html';
import type { OutgoingEmail } from '../email/outbox.ts';
import type { TransferAccount } from '../settings/read-settings.ts';

/** The lines that tell a transfer customer exactly where and how much to pay. */
function transferInstructions(order: Order, account: TransferAccount): string[] {
  return [
    'Payment: account transfer (not paid yet). Please transfer the exact amount to:',
    `Bank: ${account.bank_name}`,
    `Account holder: ${account.account_title}`,
    `Account number: ${account.account_number}`,
    `Amount to transfer: ${formatWon(order.total_price)}`,
    `Depositor name: ${order.depositor_name ?? '-'} (send the transfer under this name so we can match it)`,
    'Then upload a screenshot of the transfer on your order page.',
  ];
}

/**
 * The order confirmation. For an account transfer it carries the shop's bank account (from the
 * settings), the exact amount and the depositor name to use, since nothing is paid yet.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A delivery date with its weekday, e.g. 2026-11-25 (Wed). */
export function deliveryDayText(date: string): string {
  return `${date} (${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]})`;
}

export function orderConfirmationEmail(
  order: Order,
  publicUrl: string,
  transferAccount: TransferAccount | null,
): OutgoingEmail {
  const lines = order.products.map((p) => `${p.name} x ${p.quantity} = ${formatWon(p.line_total)}`);
  const figures = [
    `Subtotal: ${formatWon(order.subtotal)}`,
    ...(order.total_discount > 0 ? [`Discount: -${formatWon(order.total_discount)}`] : []),
    `Shipping: ${order.shipping_price === 0 ? 'Free' : formatWon(order.shipping_price)}`,
    ...(order.remote_area_surcharge > 0
      ? [`Remote area surcharge: ${formatWon(order.remote_area_surcharge)}`]
      : []),
    `Total: ${formatWon(order.total_price)}`,
  ];
  const payment =
    order.payment_method === 'account_transfer' && transferAccount
      ? transferInstructions(order, transferAccount)
      : [`Payment: cash on delivery. Total to pay on delivery: ${formatWon(order.total_price)}.`];
  const link = `${publicUrl.replace(/\/$/, '')}/my-orders`;
  const text = [
    `Thank you for your order, ${order.customer.name}!`,
    '',
    `Order number: ${order.order_number}`,
    ...(order.delivery_date ? [`Delivery day: ${deliveryDayText(order.delivery_date)}`] : []),
    '',
    ...lines,
    '',
    ...figures,
    '',
    ...payment,
    '',
    `See your orders: ${link}`,
  ].join('\n');
  const html =
    `<p>Thank you for your order, ${escapeHtml(order.customer.name)}!</p>` +
    `<p>Order number: <strong>${escapeHtml(order.order_number)}</strong></p>` +
    (order.delivery_date
      ? `<p>Delivery day: <strong>${escapeHtml(deliveryDayText(order.delivery_date))}</strong></p>`
      : '') +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${figures.map(escapeHtml).join('<br>')}</p>` +
    `<p>${payment.map(escapeHtml).join('<br>')}</p>` +
    `<p><a href="${escapeHtml(link)}">See your orders</a></p>`;
  return {
    kind: 'order_confirmation',
    to: order.customer.email,
    subject: `Your Jangbogi order ${order.order_number}`,
    text,
    html,
  };
}

/**
 * Sent with a guest order whose email has no confirmed account yet. Following the link proves
 * the address, sets the account's password and brings the order under My Orders (ADR 0008).
 */
export function setPasswordEmail(name: string, email: string, link: string): OutgoingEmail {
  const text = [
    `Hello ${name},`,
    '',
    'To follow your order under My Orders, confirm this email address by choosing a password for your Jangbogi account',
    '(the link works once, for 7 days; if the account already had a password, the new one replaces it):',
    link,
    '',
    'Your order is placed either way: you can also follow it from the order page in the browser you ordered from.',
  ].join('\n');
  return {
    kind: 'guest_account_set_password',
    to: email,
    subject: 'Set a password for your Jangbogi account',
    text,
    html:
      `<p>Hello ${escapeHtml(name)},</p>` +
      '<p>To follow your order under My Orders, confirm this email address by choosing a password for your Jangbogi account.</p>' +
      `<p><a href="${escapeHtml(link)}">Choose a password</a> (the link works once, for 7 days; if the account already had a password, the new one replaces it).</p>` +
      '<p>Your order is placed either way: you can also follow it from the order page in the browser you ordered from.</p>',
  };
}
