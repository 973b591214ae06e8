// When a delivered order may still be returned (return policy): a wrong or defective item within
// 3 days of delivery, a missing one within 1 day. Days are Korean calendar days, so a parcel
// delivered at 23:30 on the 20th may be reported as wrong until 23:59:59 on the 23rd, Korean time,
// whatever the server's time zone.
import {
  RETURN_WINDOW_DAYS,
  returnReasons,
  type ReturnReason,
} from '@jangbogi/contracts/return-rules';
import { DAY_MS } from '../../../lib/time.ts';
import { koreanDateOf, koreanDayRange } from '@jangbogi/contracts/korea-time';

/** The instant the window for `reason` closes: midnight (KST) ending the last day. */
export function returnDeadline(deliveredAt: Date, reason: ReturnReason): Date {
  const { start } = koreanDayRange(koreanDateOf(deliveredAt));
  return new Date(start.getTime() + (RETURN_WINDOW_DAYS[reason] + 1) * DAY_MS);
}

export function mayReturn(deliveredAt: Date, reason: ReturnReason, now: Date): boolean {
  return now.getTime() < returnDeadline(deliveredAt, reason).getTime();
}

/** The reasons a shopper may still give at `now`, each with the instant its window closes. */
export function openReasons(deliveredAt: Date, now: Date): { reason: ReturnReason; until: Date }[] {
  return returnReasons
    .map((reason) => ({ reason, until: returnDeadline(deliveredAt, reason) }))
    .filter(({ until }) => now.getTime() < until.getTime());
}

/** The `deliver` event's time: when the order was marked delivered. */
export const deliveredEventSelect = {
  where: { action: 'deliver' },
  select: { createdAt: true },
  orderBy: { createdAt: 'desc' },
  take: 1,
} as const;
