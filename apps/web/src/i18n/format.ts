// Won and dates as each language writes them, always in Korea time (Asia/Seoul, no daylight saving).
import { formatWon as formatContractWon } from '@jangbogi/contracts/money';
import type { Locale } from './locales';

/** `12300` -> `₩12,300` in English, `12,300원` in Korean: the API's emails write it the same way. */
export const formatWon = (amount: number, locale: Locale): string =>
  formatContractWon(amount, locale);

const SEOUL = 'Asia/Seoul';
const koreanDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const englishParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SEOUL,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/**
 * A moment in Korea time: `2026년 11월 24일 오후 3:05` in Korean, `Nov 24th 2026, 3:05 PM` in
 * English (the spec's 'MMM Do YYYY, h:mm A').
 */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (locale === 'ko') return koreanDateTime.format(date);
  const part = Object.fromEntries(englishParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.month} ${ordinal(Number(part.day))} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/**
 * A round amount as people say it: `5만원` in Korean (whole tens of thousands), else as formatWon
 * writes it (`₩50,000`). The free-shipping threshold reads `5만원 이상 무료배송`.
 */
export function formatWonRound(amount: number, locale: Locale): string {
  if (locale === 'ko' && amount > 0 && amount % 10_000 === 0) return `${amount / 10_000}만원`;
  return formatWon(amount, locale);
}

const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A calendar day (`2026-11-25`, already a Korean day, so no time zone applies): `2026-11-25 (수)`
 * in Korean, `Wed, 25 Nov 2026` in English. Anything that is not such a day is shown as given.
 */
export function formatDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (locale === 'ko') return `${day} (${KOREAN_WEEKDAYS[weekday]})`;
  return `${ENGLISH_WEEKDAYS[weekday]}, ${date} ${ENGLISH_MONTHS[month - 1]} ${year}`;
}

/**
 * A date written out, such as a policy's effective date: `2026년 11월 24일` in Korean; English
 * pages show the day as given (`2026-11-24`).
 */
export function formatLongDay(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || locale !== 'ko') return day;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  return `${year}년 ${month}월 ${date}일`;
}
