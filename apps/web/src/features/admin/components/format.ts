// Dates, ages and labels as the shop team reads them: Korea time, plain words in the page's language.
import type { OrderAction } from '@jangbogi/contracts/admin';
import { koreanDateOf } from '@jangbogi/contracts/korea-time';
import type { MessageId } from '@lingui/core';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';

/** Today's date in Korea, e.g. 2026-11-21. */
export const koreanToday = (now = new Date()) => koreanDateOf(now);

type Translate = ReturnType<typeof useT>;

/** How long an order has waited: "under 1 h", "5 h", "3 days" (or 1시간 미만, 5시간, 3일). */
export function formatAge(hours: number, t: Translate): string {
  if (hours < 1) return t('admin.age.underOneHour');
  if (hours < 48) return t('admin.age.hours', { hours });
  return t('admin.age.days', { days: Math.floor(hours / 24) });
}

/** The catalogue's words for each order action, also how the order's history names them. */
export const ACTION_LABELS: Record<OrderAction, MessageId> = {
  confirm_payment: 'admin.action.confirm_payment',
  reject_proof: 'admin.action.reject_proof',
  confirm: 'admin.action.confirm',
  ship: 'admin.action.ship',
  deliver: 'admin.action.deliver',
  cancel: 'admin.action.cancel',
};
const EVENT_LABELS: Record<string, MessageId> = {
  ...ACTION_LABELS,
  auto_cancel: 'admin.event.auto_cancel',
  refund_cancel: 'admin.event.refund_cancel',
  refund_return: 'admin.event.refund_return',
  mark_refunded: 'admin.event.mark_refunded',
  auto_cancel_unconfirmed: 'admin.event.auto_cancel_unconfirmed',
  customer_cancel: 'admin.event.customer_cancel',
  return_requested: 'admin.event.return_requested',
  placed: 'admin.event.placed',
  pack: 'admin.event.pack',
  payment_proof_uploaded: 'admin.event.payment_proof_uploaded',
};

/** An order history entry's name in the page's language; an action the catalogue does not know reads as its code. */
export function useEventLabel() {
  const t = useT();
  return (action: string) => {
    const id = EVENT_LABELS[action];
    return id ? t(id) : action.replaceAll('_', ' ');
  };
}

export const isAccessError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);
