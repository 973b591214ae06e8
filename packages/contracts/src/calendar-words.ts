// How days and deadlines are written to shoppers, the same on every page and in every email. Korea
// has had no daylight saving since 1988, so Korea time is UTC+9 all year round.
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deadline on a day's eve is its last minute, 23:59, as Korean shops write it. */
const LAST_MINUTE_MS = 60 * 1000;

type Language = 'en' | 'ko';

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ko: ['일', '월', '화', '수', '목', '금', '토'],
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The label every screen and email puts before a delivery day. */
export const DELIVERY_DAY_LABEL: Record<Language, string> = { en: 'Delivery day', ko: '배송일' };

function dayWords(year: number, month: number, day: number, language: Language): string {
  const weekday = WEEKDAYS[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return language === 'ko'
    ? `${month}월 ${day}일 (${weekday})`
    : `${weekday}, ${MONTHS[month - 1]} ${day}`;
}

/**
 * A delivery day (a Korean calendar day, YYYY-MM-DD): `11월 30일 (월)` in Korean, `Mon, Nov 30`
 * in English. Delivery days are always within the week of the order, so the year is left out.
 * Anything that is not such a day is shown as given.
 */
export function deliveryDayText(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return dayWords(year, month, day, language);
}

/**
 * An instant in Korea time, named as such: `11월 30일 (월) 오후 3:05 (한국 시간)`, `Mon, Nov 30,
 * 3:05 PM (Korea time)`. For deadlines a few days ahead, so the year is left out.
 */
export function koreaDeadlineText(instant: string | Date, language: Language): string {
  const korea = new Date(new Date(instant).getTime() + KOREA_OFFSET_MS);
  const day = dayWords(
    korea.getUTCFullYear(),
    korea.getUTCMonth() + 1,
    korea.getUTCDate(),
    language,
  );
  const hours = korea.getUTCHours();
  const minutes = String(korea.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return language === 'ko'
    ? `${day} ${hours < 12 ? '오전' : '오후'} ${hour12}:${minutes} (한국 시간)`
    : `${day}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} (Korea time)`;
}

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
