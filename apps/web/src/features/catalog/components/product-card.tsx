import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { memo } from 'react';
import { paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n/use-i18n';
import { localName, localWeight } from '@/i18n/names';
import { truncateName } from '@/lib/text';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { DiscountBadge } from '@/components/discount-badge';
import { StorageBadge } from '@/components/storage-badge';
import { Price } from '@/components/price';
import { UnitPriceText } from '@/components/unit-price';
import { SafeImage } from '@/components/safe-image';
import { AppLink } from '@/components/app-link';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold: the picture loads at once ('high' for the page's largest paint) instead of lazily. */
  imagePriority?: 'high' | 'eager';
}

/**
 * Memoised: a page shows dozens of cards, and their lists re-render while the page settles (a
 * carousel starting, the session arriving) with the same products from the query cache.
 */
export const ProductCard = memo(function ProductCard({ product, imagePriority }: ProductCardProps) {
  const t = useT();
  const locale = useLocale();
  const name = localName(product, locale);
  const href = paths.product.getHref(product._id);
  return (
    <article className={styles.card} aria-label={name}>
      <DiscountBadge product={product} className={styles.badge} />
      <StorageBadge storage={product.storage} className={styles.storage} />
      <AppLink to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <SafeImage
          src={product.imageUrl}
          alt=""
          className={styles.image}
          width={300}
          height={300}
          loading={imagePriority ? 'eager' : 'lazy'}
          fetchPriority={imagePriority === 'high' ? 'high' : 'auto'}
        />
      </AppLink>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <AppLink to={href} title={name}>
            {truncateName(name)}
          </AppLink>
        </h3>
        <span className={styles.weight} data-product-data="">
          {localWeight(product, locale) || t('common.notAvailable')}
        </span>
        <div className={styles.price}>
          <Price product={product} />
        </div>
        <UnitPriceText unitPrice={product.unit_price} />
        <AddToCartButton
          productId={product._id}
          stock={product.stock_quantity}
          className={`btn btn-primary ${styles.action}`}
        />
      </div>
    </article>
  );
});
