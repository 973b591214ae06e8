// Card, easy-pay and virtual-account payments through Toss Payments (ADR 0040): what an order
// carries of its payment, and the bodies the success and fail pages send back.
import { z } from 'zod';
import { won } from './common.ts';
import { fieldMessage } from './field-message.ts';

/**
 * The payment's state: `waiting` until the server confirmed it, then Toss's own statuses in lower
 * case (DONE, CANCELED, PARTIAL_CANCELED, WAITING_FOR_DEPOSIT, EXPIRED, ABORTED).
 */
export const tossPaymentStatuses = [
  'waiting',
  'done',
  'canceled',
  'partial_canceled',
  'waiting_for_deposit',
  'expired',
  'aborted',
] as const;
export const tossPaymentStatus = z.enum(tossPaymentStatuses);
export type TossPaymentStatus = z.infer<typeof tossPaymentStatus>;

/** Toss's rule for an orderId: 6 to 64 letters, digits, `-` and `_`. */
export const TOSS_ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
export const tossOrderId = z
  .string()
  .regex(TOSS_ORDER_ID, fieldMessage('field.payments.notPaymentOrderId'));

/**
 * The pages that open the payment widget: both checkouts (route-table paths, the English form as in
 * apps/web/src/config/paths.ts). Only their documents may load Toss's script and frames; the API
 * sends the allowance in their Content Security Policy when the shop has set its Toss keys.
 */
export const TOSS_WIDGET_PAGES: readonly string[] = ['/checkoutpage', '/usercheckoutpage'];

/** Whether the page at this address (in either language, `/ko/...` too) opens the widget. */
export function opensTossWidget(pathname: string): boolean {
  const path =
    pathname === '/ko' || pathname.startsWith('/ko/') ? pathname.slice(3) || '/' : pathname;
  return TOSS_WIDGET_PAGES.includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** How long a Toss order holds its stock before it is cancelled unpaid. */
export const TOSS_HOLD_MINUTES = 15;

/** The account Toss issued for a virtual-account payment (가상계좌). */
export const virtualAccount = z.object({
  /** The bank's Korean name, e.g. 우리은행. */
  bank: z.string(),
  account_number: z.string(),
  /** ISO 8601: the deposit must arrive before this. */
  due_date: z.string(),
});
export type VirtualAccount = z.infer<typeof virtualAccount>;

/** An order's online payment; null on cash and transfer orders. */
export const orderPayment = z.object({
  provider: z.literal('toss'),
  /** The id the payment widget receives (orderId). */
  order_id: z.string(),
  /** Fixed by the server when the order was placed. */
  amount: won,
  /** The VAT-exempt part of the amount (면세, ADR 0038): the widget's taxFreeAmount. */
  tax_free_amount: won,
  status: tossPaymentStatus,
  /** Toss's method string (카드, 간편결제, 가상계좌, ...); null until confirmed. */
  method: z.string().nullable().optional(),
  approved_at: z.string().nullable().optional(),
  receipt_url: z.string().nullable().optional(),
  virtual_account: virtualAccount.nullable().optional(),
  /** While waiting: the instant (ISO 8601) the unpaid order is cancelled and its stock released. */
  hold_expires_at: z.string().nullable().optional(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** The back office sees the payment key too. */
export const adminOrderPayment = orderPayment.extend({ payment_key: z.string().nullable() });
export type AdminOrderPayment = z.infer<typeof adminOrderPayment>;

/** POST /api/payments/toss/confirm: the success URL's values. The amount is only checked. */
export const tossConfirmBody = z.object({
  paymentKey: z.string().trim().min(1).max(200),
  orderId: tossOrderId,
  amount: z.coerce.number().int().nonnegative(),
});
export type TossConfirmBody = z.infer<typeof tossConfirmBody>;

/** POST /api/payments/toss/abort: the fail URL's values. */
export const tossAbortBody = z.object({
  orderId: tossOrderId,
  code: z.string().max(100).optional(),
  message: z.string().max(500).optional(),
});
export type TossAbortBody = z.infer<typeof tossAbortBody>;

export const tossAbortResponse = z.object({ status: tossPaymentStatus });

/**
 * POST /api/payments/toss/webhook: what Toss sends. PAYMENT_STATUS_CHANGED carries the Payment
 * object in `data`; DEPOSIT_CALLBACK (virtual accounts) carries orderId, status, secret and
 * transactionKey at the top. The server only reads which payment it is about: it asks Toss for
 * the payment itself before it changes anything.
 */
export const tossWebhookBody = z.looseObject({
  eventType: z.string().max(100).optional(),
  createdAt: z.string().max(100).optional(),
  orderId: z.string().max(100).optional(),
  status: z.string().max(100).optional(),
  data: z
    .looseObject({
      paymentKey: z.string().max(200).optional(),
      orderId: z.string().max(100).optional(),
    })
    .optional(),
});
export type TossWebhookBody = z.infer<typeof tossWebhookBody>;

export const tossWebhookResponse = z.object({
  /** What the webhook led to: the payment's status now, or ignored (not one of this shop's). */
  outcome: z.union([tossPaymentStatus, z.literal('ignored')]),
});

/** GET /api/admin/payments/toss/reconciliation?date=YYYY-MM-DD (a Korean calendar day). */
export const tossReconciliationQuery = z
  .object({
    date: z.iso.date({ error: fieldMessage('field.payments.dateFormat') }),
  })
  .strict();

export const reconciliationMismatchKinds = [
  /** The shop recorded money moving that Toss has no transaction for. */
  'missing_at_toss',
  /** Toss moved money for a payment the shop has not recorded. */
  'missing_in_shop',
  /** Both did, for different amounts. */
  'amount_differs',
] as const;

export const reconciliationMismatch = z.object({
  kind: z.enum(reconciliationMismatchKinds),
  /** The widget's orderId. */
  toss_order_id: z.string(),
  /** The shop's order number; null when Toss names an order the shop does not know. */
  order_number: z.string().nullable(),
  payment_key: z.string().nullable(),
  /** What moved that day by the shop's records: approvals minus refunds, in won. */
  shop_amount: z.number().int(),
  /** What moved that day by Toss's transactions: approvals minus cancels, in won. */
  toss_amount: z.number().int(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatch>;

/** The day's Toss orders compared with GET /v1/transactions. */
export const tossReconciliation = z.object({
  date: z.string(),
  checked_at: z.string(),
  /** How many of Toss's transactions that day were compared. */
  toss_transactions: z.number().int().nonnegative(),
  /** How many payments' money that day agreed on both sides. */
  matched: z.number().int().nonnegative(),
  mismatches: z.array(reconciliationMismatch),
});
export type TossReconciliation = z.infer<typeof tossReconciliation>;
