import type { UnitPrice, UnitPriceUnit } from '@jangbogi/contracts/unit-price';
import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './unit-price.module.css';

/** The message of each unit-price unit (가격표시제 실시요령: 100g당, 100ml당, 1개당, 10매당, 1롤당). */
const MESSAGES = {
  g: 'unitPrice.grams',
  ml: 'unitPrice.millilitres',
  개: 'unitPrice.pieces',
  매: 'unitPrice.sheets',
  롤: 'unitPrice.rolls',
} as const satisfies Record<UnitPriceUnit, string>;

/** "100g당 830원" / "₩830 per 100 g" beside a price; nothing for a product without a net quantity. */
export function UnitPriceText({
  unitPrice,
  className = '',
}: {
  unitPrice: UnitPrice | null;
  className?: string;
}) {
  const t = useT();
  const { won } = useFormat();
  if (!unitPrice) return null;
  return (
    <span className={`${styles.unitPrice} ${className}`} data-unit-price="">
      {t(MESSAGES[unitPrice.unit], {
        price: won(unitPrice.won),
        quantity: unitPrice.per_quantity,
      })}
    </span>
  );
}
