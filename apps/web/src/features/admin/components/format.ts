// Dates, ages and labels as the shop team reads them: Korea time, plain words.
import type { OrderAction } from '@jangbogi/contracts/admin';
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

export const isAccessError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
