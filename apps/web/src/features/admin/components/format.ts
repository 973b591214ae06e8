// Dates, ages and labels as the shop team reads them: Korea time, plain words.
import type {
  OrderAction,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@jangbogi/contracts/admin';
import { ApiError } from '@/lib/api-client';

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const day = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 2026-11-21 14:05 (Korea time). */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)).replace(',', '') : '';

/** Today's date in Korea, e.g. 2026-11-21. */
export const koreanToday = (now = new Date()) => day.format(now);

export function formatAge(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  proof_submitted: 'Proof submitted',
  paid: 'Paid',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash on delivery',
  account_transfer: 'Account transfer',
};
export const ACTION_LABELS: Record<OrderAction, string> = {
  confirm_payment: 'Payment received',
  reject_proof: 'Reject proof',
  confirm: 'Confirm order',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
};
const EVENT_LABELS: Record<string, string> = {
  ...ACTION_LABELS,
  auto_cancel: 'Cancelled automatically',
  refund_cancel: 'Cancelled and refunded',
  refund_return: 'Items returned',
  mark_refunded: 'Refund sent',
  auto_cancel_unconfirmed: 'Cancelled automatically (never confirmed)',
  placed: 'Order placed',
  payment_proof_uploaded: 'Proof uploaded',
};
export const eventLabel = (action: string) => EVENT_LABELS[action] ?? action.replaceAll('_', ' ');

/** The server's message for a failed request, or a plain fallback. */
export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** The server's field errors (400 VALIDATION_ERROR), keyed by dotted field path. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object')
    return {};
  const { fieldErrors } = error.details as { fieldErrors?: Record<string, string[]> };
  return fieldErrors ?? {};
}

export const isAccessError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
