import { formatDeliveryDay } from '@jangbogi/contracts/format';
import { placeParticles } from '@jangbogi/contracts/korean-particle';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import {
  formatDateTime,
  formatDay,
  formatLongDay,
  formatWon,
  formatWonRound,
} from '@jangbogi/contracts/format';
import { localName, otherName } from './names';
import { isLocale, type Locale, DEFAULT_LOCALE } from './locales';

/** The page's language. */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * The catalogue's translate function: `t('cart.empty')`, `t('cart.items', { count })`. A Korean
 * message that puts a particle after a value writes both forms (`{label}을(를)`, `{email}(으)로`);
 * the one that fits the value's last sound replaces them.
 */
export function useT() {
  const { _, i18n } = useLingui();
  const korean = i18n.locale === 'ko';
  return useMemo(() => {
    if (!korean) return _;
    const translate = (...args: Parameters<typeof _>) => placeParticles(_(...args));
    return translate as typeof _;
  }, [_, korean]);
}

/** Won and dates in the page's language. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      won: (amount: number) => formatWon(amount, locale),
      wonRound: (amount: number) => formatWonRound(amount, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
      /** A calendar day: `2026-11-25 (수)`, `Wed, 25 Nov 2026`. */
      day: (value: string) => formatDay(value, locale),
      /** A delivery day, as every page and email writes it: `11월 25일 (수)`, `Wed, Nov 25`. */
      deliveryDay: (value: string) => formatDeliveryDay(value, locale),
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
