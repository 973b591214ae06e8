import { formatWon, payablePrice, strikePrice, type PriceFields } from '@jangbogi/contracts/money';
import styles from './price.module.css';

/** The price a shopper pays, with the compare price struck through while on sale. */
export function Price({
  product,
  size = 'normal',
}: {
  product: PriceFields;
  size?: 'normal' | 'large';
}) {
  const compare = strikePrice(product);
  return (
    <span className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      {compare !== null && (
        <del className={styles.compare}>
          <span className="visually-hidden">Original price </span>
          {formatWon(compare)}
        </del>
      )}
      <span className={`${styles.current} ${compare !== null ? styles.onSale : ''}`}>
        {compare !== null && <span className="visually-hidden">Sale price </span>}
        {formatWon(payablePrice(product))}
      </span>
    </span>
  );
}
