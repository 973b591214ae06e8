// What the customer is told when the shop changes their order.
import { formatWon } from '@jangbogi/contracts/money';
import type { OrderAction } from '@jangbogi/contracts/admin';
import type { Shipment } from '@jangbogi/contracts/shipping';
import type { OutgoingEmail } from '../email/outbox.ts';

export interface OrderForEmail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  total: number;
}

export type EmailReason =
  OrderAction | 'auto_cancel' | 'auto_cancel_unconfirmed' | 'customer_cancel';

function headline(reason: EmailReason, orderNumber: string): { subject: string; body: string } {
  switch (reason) {
    case 'confirm_payment':
      return {
        subject: `Payment received for order ${orderNumber}`,
        body: 'We have received your transfer. Your order is confirmed and we are preparing it.',
      };
    case 'reject_proof':
      return {
        subject: `We could not confirm your transfer for order ${orderNumber}`,
        body: 'We could not match your transfer screenshot to a deposit. Please check the amount and the depositor name, then upload a new screenshot from your order page.',
      };
    case 'confirm':
      return {
        subject: `Order ${orderNumber} is confirmed`,
        body: 'Your order is confirmed and we are preparing it.',
      };
    case 'ship':
      return { subject: `Order ${orderNumber} has shipped`, body: 'Your order is on its way.' };
    case 'deliver':
      return {
        subject: `Order ${orderNumber} was delivered`,
        body: 'Your order was delivered. Thank you for shopping with Jangbogi.',
      };
    case 'cancel':
      return {
        subject: `Order ${orderNumber} was cancelled`,
        body: 'Your order was cancelled by the shop.',
      };
    case 'customer_cancel':
      return {
        subject: `Order ${orderNumber} was cancelled`,
        body: 'Your order was cancelled as you asked. Anything you paid will be refunded.',
      };
    case 'auto_cancel':
      return {
        subject: `Order ${orderNumber} was cancelled`,
        body: 'Your order was cancelled because we did not receive the account transfer in time. You are welcome to order again.',
      };
    case 'auto_cancel_unconfirmed':
      return {
        subject: `Order ${orderNumber} was cancelled`,
        body: 'We are sorry: we could not confirm your order in time, so it was cancelled and nothing will be delivered or charged. You are welcome to order again.',
      };
  }
}

export function orderStatusEmail(
  order: OrderForEmail,
  reason: EmailReason,
  note?: string | null,
  shipment?: Shipment | null,
): OutgoingEmail {
  const { subject, body } = headline(reason, order.orderNumber);
  const tracking = shipment
    ? [
        '',
        `Courier: ${shipment.courier_name}`,
        `Tracking number: ${shipment.tracking_number}`,
        ...(shipment.tracking_url ? [`Track your parcel: ${shipment.tracking_url}`] : []),
      ]
    : [];
  const lines = [
    `Hello ${order.customerName},`,
    '',
    body,
    ...tracking,
    ...(note ? ['', `Note from the shop: ${note}`] : []),
    '',
    `Order number: ${order.orderNumber}`,
    `Order total: ${formatWon(order.total)}`,
    '',
    'Jangbogi',
  ];
  return { kind: `order_${reason}`, to: order.customerEmail, subject, text: lines.join('\n') };
}

/** Sent when the shop takes lines back (or the whole order) and when the money has gone out. */
export function refundEmail(
  order: OrderForEmail,
  refund: { amount: number; method: 'transfer' | 'cash'; cancelsOrder: boolean },
  stage: 'created' | 'refunded',
): OutgoingEmail {
  const how = refund.method === 'transfer' ? 'to your bank account' : 'in cash';
  const subject =
    stage === 'refunded'
      ? `Your refund for order ${order.orderNumber} was sent`
      : refund.cancelsOrder
        ? `Order ${order.orderNumber} was cancelled and will be refunded`
        : `Items from order ${order.orderNumber} were returned`;
  const body =
    stage === 'refunded'
      ? `We have refunded ${formatWon(refund.amount)} ${how}.`
      : `We will refund ${formatWon(refund.amount)} ${how}. You can follow the refund under My Orders.`;
  const lines = [
    `Hello ${order.customerName},`,
    '',
    body,
    '',
    `Order number: ${order.orderNumber}`,
    `Order total now: ${formatWon(order.total)}`,
    '',
    'Jangbogi',
  ];
  return {
    kind: stage === 'refunded' ? 'order_refunded' : 'order_refund',
    to: order.customerEmail,
    subject,
    text: lines.join('\n'),
  };
}
