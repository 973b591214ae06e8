import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { formatDateTime, formatDay, formatLongDay, formatWon, formatWonRound } from './format';
import { localName, otherName } from './names';
import { isLocale, type Locale, DEFAULT_LOCALE } from './locales';

/** The page's language. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The catalogue's translate function: `t('cart.empty')`, `t('cart.items', { count })`. */
export const useT = () => useLingui()._;

/** Won and dates in the page's language. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      won: (amount: number) => formatWon(amount, locale),
      wonRound: (amount: number) => formatWonRound(amount, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
      /** A calendar day such as a delivery day: `2026-11-25 (수)`, `Wed, 25 Nov 2026`. */
      day: (value: string) => formatDay(value, locale),
      /** A day written out: `2026년 11월 24일`, or `2026-11-24` on English pages. */
      longDay: (value: string) => formatLongDay(value, locale),
    }),
    [locale],
  );
}

/** Names in the page's language (Korean first on Korean pages), see names.ts. */
export function useNames() {
  const locale = useLocale();
  return useMemo(
    () => ({
      local: (item: Parameters<typeof localName>[0]) => localName(item, locale),
      other: (item: Parameters<typeof otherName>[0]) => otherName(item, locale),
    }),
    [locale],
  );
}
