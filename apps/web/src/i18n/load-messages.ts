import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The browser's catalogue for the page's language, compiled at build time: its own small chunk,
 * fetched while the page's route module loads, so only the page's language reaches the browser.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  const module = locale === 'ko' ? import('virtual:messages/ko') : import('virtual:messages/en');
  return module.then((m) => m.default);
}

/**
 * The back office's messages (the catalogue's `admin.` keys) for the page's language: a chunk of
 * their own that only the back office fetches, so the shop's first load stays without them.
 */
export function loadBackOfficeMessages(locale: Locale): Promise<Messages> {
  const module =
    locale === 'ko' ? import('virtual:messages/admin-ko') : import('virtual:messages/admin-en');
  return module.then((m) => m.default);
}
