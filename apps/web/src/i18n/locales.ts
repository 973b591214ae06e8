// The shop's languages and where they live in the address: English at the spec's routes, Korean
// under /ko. The language is part of the path, never a cookie, so a CDN can keep both pages.
export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of each language; English has none. */
const PREFIX: Record<Locale, string> = { en: '', ko: '/ko' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a page's path is in: `/ko` and `/ko/...` are Korean, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === PREFIX.ko || pathname.startsWith(`${PREFIX.ko}/`) ? 'ko' : 'en';
}

/** The router's basename for a language ('/' for English). */
export const basenameOf = (locale: Locale) => PREFIX[locale] || '/';

/**
 * The path as an address on this shop. A browser reads `//evil.example` (and `/\evil.example`,
 * backslashes being slashes to it, and tabs or line breaks being dropped) as another site, so the
 * leading run of those becomes one slash: a link made from the address bar never leaves the shop.
 */
export const shopPath = (path: string) => `/${path.replace(/^[/\\\s]+/, '')}`;

/** A path of the route table (English form, from config/paths) as an address in `locale`. */
export function localizePath(routePath: string, locale: Locale): string {
  const path = shopPath(routePath);
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  return path === '/'
    ? prefix
    : path.startsWith('/?')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`;
}

/** The route-table form of an address: its language prefix removed. */
export function unlocalizePath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(PREFIX[locale].length) || '/';
}

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ko: '한국어' };

/** The BCP 47 tag for Intl and `hreflang`. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', ko: 'ko' };
