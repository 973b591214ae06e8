// Korea time, shared by the API and the web app. Korea has had no daylight saving since 1988: a
// Korean day is a fixed UTC+9 window.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const KST_OFFSET_MS = 9 * HOUR_MS;

/** The Korean calendar date (YYYY-MM-DD) of an instant. */
export function koreanDateOf(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Korean wall-clock time (HH:MM) of an instant. */
export function koreanTimeOf(instant: Date): string {
  return formatKoreaDateTime(instant).slice(11);
}

/** The calendar date `days` after a YYYY-MM-DD date, and its weekday (0 = Sunday). */
export function addDays(date: string, days: number): { date: string; weekday: number } {
  const day = new Date(calendarDay(date).getTime() + days * DAY_MS);
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
}

/** The instants [start, end) of a Korean calendar day given as YYYY-MM-DD. */
export function koreanDayRange(date: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - KST_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

export function hoursBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / HOUR_MS));
}

/**
 * An instant as Korean wall-clock time in one fixed machine form, e.g. 2026-11-22 10:31: for
 * records rather than readers (the orders export's cells, which a spreadsheet sorts and the
 * tests read back; file names; the deposit note a matched bank line leaves on an order). Text a
 * shopper reads writes moments with `formatDateTime` of ./format.ts in their language.
 */
export function formatKoreaDateTime(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A DATE column's value for a Korean calendar day (YYYY-MM-DD): Prisma reads it as UTC midnight. */
export function calendarDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A DATE column's value back as YYYY-MM-DD. */
export function dateOnly(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}
