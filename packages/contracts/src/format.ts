// How won, moments and days are written to shoppers, in English and Korean, the same on every page
// and in every email: the web's pages and the API's emails and messages all format through here.
// Moments are always shown in Korea time (Asia/Seoul): Korea has had no daylight saving since
// 1988, so Korea time is UTC+9 all year round, whatever the machine's own time zone.

export type FormatLanguage = 'en' | 'ko';

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

const groupedDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `12300` -> `₩12,300` in English, `12,300원` in Korean (the digits group the same way). */
export function formatWon(amount: number, language: FormatLanguage = 'en'): string {
  const sign = amount < 0 ? '-' : '';
  const digits = groupedDigits.format(Math.abs(Math.round(amount)));
  return language === 'ko' ? `${sign}${digits}원` : `${sign}₩${digits}`;
}

/**
 * A round amount as people say it: `5만원` in Korean (whole tens of thousands), else as formatWon
 * writes it (`₩50,000`). The free-shipping threshold reads `5만원 이상 무료배송`.
 */
export function formatWonRound(amount: number, language: FormatLanguage): string {
  if (language === 'ko' && amount > 0 && amount % 10_000 === 0) return `${amount / 10_000}만원`;
  return formatWon(amount, language);
}

/** A count grouped by thousands, as both languages write it: `1,250`. */
export const formatCount = (count: number): string => groupedDigits.format(count);

const WEEKDAYS: Record<FormatLanguage, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ko: ['일', '월', '화', '수', '목', '금', '토'],
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The year, month, day, hour and minute an instant shows on a clock in Korea. */
function koreaClock(instant: string | Date) {
  const korea = new Date(new Date(instant).getTime() + KOREA_OFFSET_MS);
  return {
    year: korea.getUTCFullYear(),
    month: korea.getUTCMonth() + 1,
    day: korea.getUTCDate(),
    hours: korea.getUTCHours(),
    minutes: String(korea.getUTCMinutes()).padStart(2, '0'),
  };
}

/** `3:05 PM` or `오후 3:05`. */
function clockTime(hours: number, minutes: string, language: FormatLanguage): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return language === 'ko'
    ? `${hours < 12 ? '오전' : '오후'} ${hour12}:${minutes}`
    : `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/**
 * A moment in Korea time: `2026년 11월 24일 오후 3:05` in Korean, `Nov 24th 2026, 3:05 PM` in
 * English (the spec's 'MMM Do YYYY, h:mm A').
 */
export function formatDateTime(value: string | Date, language: FormatLanguage): string {
  const { year, month, day, hours, minutes } = koreaClock(value);
  const time = clockTime(hours, minutes, language);
  if (language === 'ko') return `${year}년 ${month}월 ${day}일 ${time}`;
  return `${MONTHS[month - 1]} ${ordinal(day)} ${year}, ${time}`;
}

/** The numbers of a YYYY-MM-DD day, or null for anything else. */
function calendarParts(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? (match.slice(1).map(Number) as [number, number, number]) : null;
}

const weekdayOf = (year: number, month: number, day: number, language: FormatLanguage) =>
  WEEKDAYS[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];

/**
 * A calendar day (`2026-11-25`, already a Korean day, so no time zone applies): `2026-11-25 (수)`
 * in Korean, `Wed, 25 Nov 2026` in English. Anything that is not such a day is shown as given.
 */
export function formatDay(day: string, language: FormatLanguage): string {
  const parts = calendarParts(day);
  if (!parts) return day;
  const [year, month, date] = parts;
  const weekday = weekdayOf(year, month, date, language);
  if (language === 'ko') return `${day} (${weekday})`;
  return `${weekday}, ${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * A date written out, such as a policy's effective date: `2026년 11월 24일` in Korean; English
 * pages show the day as given (`2026-11-24`).
 */
export function formatLongDay(day: string, language: FormatLanguage): string {
  const parts = calendarParts(day);
  if (!parts || language !== 'ko') return day;
  const [year, month, date] = parts;
  return `${year}년 ${month}월 ${date}일`;
}

/** A day of this week or the next, without its year: `11월 30일 (월)`, `Mon, Nov 30`. */
function shortDay(year: number, month: number, day: number, language: FormatLanguage): string {
  const weekday = weekdayOf(year, month, day, language);
  return language === 'ko'
    ? `${month}월 ${day}일 (${weekday})`
    : `${weekday}, ${MONTHS[month - 1]} ${day}`;
}

/**
 * A delivery day (a Korean calendar day, YYYY-MM-DD): `11월 30일 (월)` in Korean, `Mon, Nov 30`
 * in English. Delivery days are always within the week of the order, so the year is left out.
 * Anything that is not such a day is shown as given.
 */
export function formatDeliveryDay(day: string, language: FormatLanguage): string {
  const parts = calendarParts(day);
  return parts ? shortDay(...parts, language) : day;
}

/**
 * An instant in Korea time, named as such: `11월 30일 (월) 오후 3:05 (한국 시간)`, `Mon, Nov 30,
 * 3:05 PM (Korea time)`. For deadlines a few days ahead, so the year is left out.
 */
export function formatDeadline(instant: string | Date, language: FormatLanguage): string {
  const { year, month, day, hours, minutes } = koreaClock(instant);
  const date = shortDay(year, month, day, language);
  const time = clockTime(hours, minutes, language);
  return language === 'ko' ? `${date} ${time} (한국 시간)` : `${date}, ${time} (Korea time)`;
}
