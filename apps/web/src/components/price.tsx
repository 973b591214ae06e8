import { payablePrice, strikePrice, type PriceFields } from '@jangbogi/contracts/money';
import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './price.module.css';

/** The price a shopper pays, with the compare price struck through while on sale. */
export function Price({
  product,
  size = 'normal',
}: {
  product: PriceFields;
  size?: 'normal' | 'large';
}) {
  const t = useT();
  const { won } = useFormat();
  const compare = strikePrice(product);
  return (
    <span className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      {compare !== null && (
        <del className={styles.compare}>
          <span className="visually-hidden">{t('price.original')}</span>
          {won(compare)}
        </del>
      )}
      <span className={`${styles.current} ${compare !== null ? styles.onSale : ''}`}>
        {compare !== null && <span className="visually-hidden">{t('price.sale')}</span>}
        {won(payablePrice(product))}
      </span>
    </span>
  );
}
