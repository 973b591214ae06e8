import { discountPercent, type PriceFields } from '@jangbogi/contracts/money';

/** '-15%' while on sale; nothing otherwise. */
export function DiscountBadge({
  product,
  className,
}: {
  product: PriceFields;
  className?: string;
}) {
  const percent = discountPercent(product);
  if (percent <= 0) return null;
  return (
    <span className={className} aria-label={`${percent}% off`}>
      -{percent}%
    </span>
  );
}
