import type { ProductDetail } from '@jangbogi/contracts/catalog';
import { payablePrice } from '@jangbogi/contracts/money';

/** schema.org Product data for search engines: the price the shopper pays, in won, and availability. */
export function ProductJsonLd({ product, url }: { product: ProductDetail; url: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.name_kr ? { alternateName: product.name_kr } : {}),
    ...(product.description ? { description: product.description } : {}),
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
