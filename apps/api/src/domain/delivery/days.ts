// Delivery days (Korean time): an order placed before the cut-off is delivered the next day the
// shop delivers, one placed after it the day after that; closed weekdays and holidays are
// skipped, and each day takes at most the daily capacity of orders.
import type { DeliveryDay } from '@jangbogi/contracts/delivery';
import type { DeliverySettings } from '@jangbogi/contracts/settings';
import type { Sql } from '../../db/sql.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { conflict } from '../../lib/errors.ts';
import { addDays, koreanDateOf, koreanTimeOf } from '@jangbogi/contracts/korea-time';

export const DELIVERY_DAYS_SHOWN = 7;
// Far enough to find a week of deliverable days across any run of holidays.
const SEARCH_HORIZON_DAYS = 60;

/** The next `count` days the shop delivers on, soonest first, for an order placed at `now`. */
export function deliverableDates(
  settings: DeliverySettings,
  now: Date,
  count = DELIVERY_DAYS_SHOWN,
): string[] {
  const today = koreanDateOf(now);
  const firstOffset = koreanTimeOf(now) < settings.cutoff_time ? 1 : 2;
  const closed = new Set(settings.holidays);
  const dates: string[] = [];
  for (let offset = firstOffset; dates.length < count && offset < SEARCH_HORIZON_DAYS; offset++) {
    const { date, weekday } = addDays(today, offset);
    if (!settings.closed_weekdays.includes(weekday) && !closed.has(date)) dates.push(date);
  }
  return dates;
}

/**
 * The first day from today (Korean time) the shop delivers on: the day whose parcels the team
 * packs next. Today when it is a delivery day, else the next one after closed days and holidays.
 */
export function nextShippingDay(settings: DeliverySettings, now: Date): string {
  const today = koreanDateOf(now);
  const closed = new Set(settings.holidays);
  for (let offset = 0; offset < SEARCH_HORIZON_DAYS; offset++) {
    const { date, weekday } = addDays(today, offset);
    if (!settings.closed_weekdays.includes(weekday) && !closed.has(date)) return date;
  }
  return today;
}

/** The next deliverable days with the orders each can still take. */
export async function deliveryDays(
  sql: Sql,
  settings: DeliverySettings,
  now: Date,
): Promise<DeliveryDay[]> {
  const dates = deliverableDates(settings, now);
  const rows = await sql.query<{ day: string; taken: number }>(Prisma.sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, taken FROM delivery_slots
     WHERE day = ANY(${dates}::date[])`);
  const taken = new Map(rows.map((row) => [row.day, row.taken]));
  return dates.map((date) => ({
    date,
    remaining: Math.max(0, settings.daily_capacity - (taken.get(date) ?? 0)),
  }));
}

/**
 * The day for an order that named none (the spec's bodies have no delivery_date): the first
 * deliverable day with room, as a shopper who did not pick one expects the soonest delivery.
 */
export async function firstDayWithRoom(
  sql: Sql,
  settings: DeliverySettings,
  now: Date,
): Promise<string> {
  const day = (await deliveryDays(sql, settings, now)).find((d) => d.remaining > 0);
  if (!day) {
    throw conflict('delivery.noDay', 'NO_DELIVERY_DAY');
  }
  return day.date;
}

/** Refuses a day the shop does not deliver on (closed, past the cut-off, or too far ahead). */
export function checkDeliveryDate(settings: DeliverySettings, now: Date, date: string): void {
  if (!deliverableDates(settings, now, DELIVERY_DAYS_SHOWN).includes(date)) {
    throw conflict('delivery.dayUnavailable', 'DELIVERY_DAY_UNAVAILABLE', { delivery_date: date });
  }
}

/** The chosen day filled up while the order was placed: 409 naming the next day with room. */
export async function deliveryDayFull(
  sql: Sql,
  settings: DeliverySettings,
  now: Date,
  date: string,
) {
  const next = (await deliveryDays(sql, settings, now)).find(
    (day) => day.date > date && day.remaining > 0,
  );
  return conflict('delivery.dayFull', { next: next?.date ?? 'none' }, 'DELIVERY_DAY_FULL', {
    delivery_date: date,
    next_free_day: next?.date ?? null,
  });
}

/** Gives a cancelled order's slot back to its delivery day. */
export async function releaseDeliverySlot(sql: Sql, orderId: string): Promise<void> {
  await sql.execute(Prisma.sql`
    UPDATE delivery_slots s SET taken = s.taken - 1
      FROM orders o
     WHERE o.id = ${orderId}::uuid AND s.day = o.delivery_date AND s.taken > 0`);
}
