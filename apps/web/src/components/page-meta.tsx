import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

const SHOP_TITLE = 'Jangbogi 장보기';

/** What a page says about itself in <head>: title, description, canonical address and Open Graph. */
export interface HeadTags {
  title: string;
  description: string;
  /** Path and query of the canonical address; the origin is added where the page is served. */
  canonicalPath: string;
  image?: string;
  type: 'website' | 'product';
}

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

/** The page's <title>, meta description, canonical URL and Open Graph tags. */
export function PageMeta({ title, description, image, type = 'website' }: PageMetaProps) {
  const collect = useContext(HeadCollectorContext);
  const location = useLocation();
  const tags: HeadTags = {
    title: title ? `${title} | ${SHOP_TITLE}` : `${SHOP_TITLE} · Korean groceries delivered`,
    description,
    canonicalPath: canonicalPathOf(location.pathname, location.search),
    image,
    type,
  };
  if (collect) {
    collect(tags);
    return null;
  }
  const url = `${window.location.origin}${tags.canonicalPath}`;
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={tags.title} />
      <meta property="og:description" content={tags.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={tags.type} />
      {tags.image && <meta property="og:image" content={new URL(tags.image, url).href} />}
    </>
  );
}
