import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './weighed-note.module.css';

interface Weighed {
  sold_by_weight: boolean;
  price_per_kg: number | null;
  estimated_grams: number | null;
}

/**
 * A product sold by weight: the shopper pays for the estimated weight, and a lighter pack is
 * refunded the difference (a heavier one costs nothing more). Nothing for other products.
 */
export function WeighedNote({
  product,
  compact = false,
}: {
  product: Weighed;
  /** One line, for a cart line. */
  compact?: boolean;
}) {
  const t = useT();
  const { won } = useFormat();
  if (!product.sold_by_weight || !product.price_per_kg || !product.estimated_grams) return null;
  const values = { grams: product.estimated_grams, pricePerKg: won(product.price_per_kg) };
  return (
    <p className={`${styles.note} ${compact ? styles.compact : ''}`} data-weighed-note="">
      <strong>{t('weighed.estimate', values)}</strong>{' '}
      <span>{t(compact ? 'weighed.refundShort' : 'weighed.refund', values)}</span>
    </p>
  );
}
