import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale, useT } from '@/i18n/use-i18n';
import { LANGUAGE_TAGS, LOCALES, localizePath, type Locale } from '@/i18n/locales';

/** What a page says about itself in <head>: title, description, canonical address and Open Graph. */
export interface HeadTags {
  title: string;
  description: string;
  /** The page's language. */
  locale: Locale;
  /** Path and query of the canonical address in the route table's (English) form. */
  routePath: string;
  image?: string;
  type: 'website' | 'product';
}

/** The canonical address of the page in each language, for `hreflang` alternates. */
export function alternateLinks(
  routePath: string,
  origin: string,
): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: LANGUAGE_TAGS[locale],
      href: `${origin}${localizePath(routePath, locale)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${routePath}` },
  ];
}

export const canonicalUrl = (tags: HeadTags, origin: string) =>
  `${origin}${localizePath(tags.routePath, tags.locale)}`;

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ko: 'ko_KR' };
export const ogLocale = (locale: Locale) => OG_LOCALES[locale];

/**
 * Set while rendering on the server: pages hand their tags to it and the server writes them into the
 * document's <head> before streaming the body. In the browser React 19 hoists the tags into <head>.
 */
export const HeadCollectorContext = createContext<((tags: HeadTags) => void) | null>(null);

/** The canonical form of a listing address: the path, plus `?page=` beyond the first page. */
function canonicalPathOf(pathname: string, search: string): string {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? `${pathname}?page=${page}` : pathname;
}

interface PageMetaProps {
  title?: string;
  description: string;
  image?: string;
  type?: HeadTags['type'];
}

/** The page's <title>, meta description, canonical URL, language alternates and Open Graph tags. */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const collect = useContext(HeadCollectorContext);
  const t = useT();
  const locale = useLocale();
  // The router's location has no language prefix (it is the router's basename).
  const location = useLocation();
  const shopTitle = t('meta.shopTitle');
  const tags: HeadTags = {
    title: title ? `${title} | ${shopTitle}` : `${shopTitle} · ${t('meta.tagline')}`,
    description,
    locale,
    routePath: canonicalPathOf(location.pathname, location.search),
    image,
    type,
  };
  if (collect) {
    collect(tags);
    return null;
  }
  const origin = window.location.origin;
  const url = canonicalUrl(tags, origin);
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <link rel="canonical" href={url} />
      {alternateLinks(tags.routePath, origin).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:title" content={tags.title} />
      <meta property="og:description" content={tags.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={tags.type} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {tags.image && <meta property="og:image" content={new URL(tags.image, url).href} />}
    </>
  );
}
