const SHOP_TITLE = 'Jangbogi 장보기';

/** The page's <title> and meta description; React 19 hoists both into <head>. */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  return (
    <>
      <title>{title ? `${title} | ${SHOP_TITLE}` : `${SHOP_TITLE} · Korean groceries delivered`}</title>
      <meta name="description" content={description} />
    </>
  );
}
