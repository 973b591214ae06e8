import { localName, otherName } from '@/i18n/names';
import type { Locale } from '@/i18n/locales';
import type { ProductDetail } from '@jangbogi/contracts/catalog';
import { payablePrice } from '@jangbogi/contracts/money';

/** schema.org Product data for search engines: the price the shopper pays, in won, and availability. */
export function ProductJsonLd({
  product,
  locale,
  url,
}: {
  product: ProductDetail;
  locale: Locale;
  url: string;
}) {
  // Names in the page's language; the other language's name is the alternate.
  const secondName = otherName(product, locale);
  const description = (locale === 'ko' && product.description_kr) || product.description;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localName(product, locale),
    ...(secondName ? { alternateName: secondName } : {}),
    ...(description ? { description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.imageUrl ? { image: product.imageUrl } : {}),
    sku: product._id,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KRW',
      price: payablePrice(product),
      availability:
        product.stock_quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  // A data block, never executed; '<' is escaped so no text in it can close the tag.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
