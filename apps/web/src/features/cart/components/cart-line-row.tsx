import type { CartLine } from '@jangbogi/contracts/cart';
import { SafeImage } from '@/components/safe-image';
import { UnitPriceText } from '@/components/unit-price';
import { WeighedNote } from '@/components/weighed-note';
import { paths } from '@/config/paths';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import { truncateName } from '@/lib/text';
import { AppLink } from '@/components/app-link';
import styles from './cart-page.module.css';

interface CartLineRowProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

export function CartLineRow({ line, busy, onQuantity, onRemove }: CartLineRowProps) {
  const t = useT();
  const { won } = useFormat();
  const names = useNames();
  const product = line.product_id;
  const name = names.local(product);
  const secondName = names.other(product);
  const href = paths.product.getHref(product._id);
  return (
    <tr className={styles.row}>
      <td className={styles.productTd}>
        <div className={styles.productCell}>
          <AppLink to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
            <SafeImage src={product.imageUrl} alt="" width={72} height={72} />
          </AppLink>
          <div>
            <AppLink to={href} className={styles.productName} title={name}>
              {truncateName(name)}
            </AppLink>
            {secondName && (
              <span className={styles.productKr} data-product-data="">
                {secondName}
              </span>
            )}
            <WeighedNote product={product} compact />
          </div>
        </div>
      </td>
      <td data-label={t('cart.price')} className={styles.priceCell}>
        {won(product.price)}
        <UnitPriceText unitPrice={product.unit_price} className={styles.unitPrice} />
      </td>
      <td data-label={t('cart.quantity')}>
        <div className={styles.stepper} role="group" aria-label={t('cart.quantityOf', { name })}>
          <button
            type="button"
            aria-label={t('cart.decreaseOf', { name })}
            disabled={busy || line.quantity <= 1}
            onClick={() => onQuantity(line, line.quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite">{line.quantity}</output>
          <button
            type="button"
            aria-label={t('cart.increaseOf', { name })}
            disabled={busy}
            onClick={() => onQuantity(line, line.quantity + 1)}
          >
            +
          </button>
        </div>
      </td>
      <td data-label={t('cart.total')} className={styles.lineTotal}>
        {won(line.line_total)}
      </td>
      <td className={styles.removeCell}>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('cart.removeOf', { name })}
          disabled={busy}
          onClick={() => onRemove(line)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </td>
    </tr>
  );
}
