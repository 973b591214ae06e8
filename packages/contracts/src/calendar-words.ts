// When an unpaid transfer's deadline falls (format.ts writes it). Korea has had no daylight saving
// since 1988, so Korea time is UTC+9 all year round.
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deadline on a day's eve is its last minute, 23:59, as Korean shops write it. */
const LAST_MINUTE_MS = 60 * 1000;

/**
 * When an unpaid account transfer is cancelled: `days` days after the order was placed (the
 * server's UNPAID_TRANSFER_CANCEL_DAYS), but never later than 23:59 Korea time on the eve of its
 * delivery day, because the box is packed that morning and goes out only if paid.
 */
export function paymentDeadline(
  placedAt: Date,
  days: number,
  deliveryDate: string | null = null,
): Date {
  const byDays = placedAt.getTime() + days * DAY_MS;
  if (!deliveryDate) return new Date(byDays);
  const deliveryDayStart = Date.parse(`${deliveryDate}T00:00:00Z`) - KOREA_OFFSET_MS;
  return new Date(Math.min(byDays, deliveryDayStart - LAST_MINUTE_MS));
}
