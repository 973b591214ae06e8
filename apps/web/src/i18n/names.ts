import type { Locale } from './locales';

interface Named {
  name: string;
  name_kr?: string | null;
}

/** A product's, category's or subcategory's name in the page's language: Korean first on Korean pages. */
export function localName(item: Named, locale: Locale): string {
  return locale === 'ko' ? item.name_kr?.trim() || item.name : item.name;
}

/** The name in the other language, when there is one that differs (shown beside the main name). */
export function otherName(item: Named, locale: Locale): string | null {
  const other = locale === 'ko' ? item.name : item.name_kr?.trim();
  return other && other !== localName(item, locale) ? other : null;
}
