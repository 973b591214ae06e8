import type { Locale } from './locales';

interface Named {
  name: string;
  name_kr?: string | null;
}

/** An order line's product names, in the shape the name helpers and components read. */
export const lineNames = (line: { product_name: string; product_name_kr?: string | null }) => ({
  name: line.product_name,
  name_kr: line.product_name_kr,
});

/** A product's, category's or subcategory's name in the page's language: Korean first on Korean pages. */
export function localName(item: Named, locale: Locale): string {
  return locale === 'ko' ? item.name_kr?.trim() || item.name : item.name;
}

/** The pack size in the page's language: `1통` on Korean pages when the product has one, else `1 head`. */
export function localWeight(
  item: { weight: string | null; weight_kr?: string | null },
  locale: Locale,
): string | null {
  return (locale === 'ko' ? item.weight_kr?.trim() : null) || item.weight;
}

/** The name in the other language, when there is one that differs (shown beside the main name). */
export function otherName(item: Named, locale: Locale): string | null {
  const other = locale === 'ko' ? item.name : item.name_kr?.trim();
  return other && other !== localName(item, locale) ? other : null;
}
