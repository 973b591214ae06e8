import { discountPercent, type PriceFields } from '@jangbogi/contracts/money';

/** '-15%' while on sale; nothing otherwise. */
import { useT } from '@/i18n/use-i18n';

export function DiscountBadge({
  product,
  className,
}: {
  product: PriceFields;
  className?: string;
}) {
  const t = useT();
  const percent = discountPercent(product);
  if (percent <= 0) return null;
  return (
    <span className={className} aria-label={t('discount.off', { percent })}>
      -{percent}%
    </span>
  );
}
