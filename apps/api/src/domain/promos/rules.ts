// The promo rules as pure functions, so that the validate endpoints and order placement
// apply exactly the same checks and arithmetic.
import { formatWon } from '@jangbogi/contracts/format';

export interface PromoTerms {
  type: 'percent' | 'flat';
  value: number;
  minOrder: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  isActive: boolean;
}

export const PROMO_NOT_FOUND = 'Invalid promo code';

/** Percent discounts round down to whole won; a flat discount never exceeds the subtotal. */
export function promoDiscount(promo: Pick<PromoTerms, 'type' | 'value'>, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (promo.type === 'percent') {
    const percent = Math.min(Math.max(promo.value, 0), 100);
    return Math.floor((subtotal * percent) / 100);
  }
  return Math.min(Math.max(promo.value, 0), subtotal);
}

export type PromoStatus = 'active' | 'paused' | 'scheduled' | 'expired' | 'used_up';

/**
 * Where a promo stands at `now`, for the back office; the same dates and limits as promoProblem,
 * so a promo listed as active is one a shopper can use (per-customer limits and minimums aside).
 */
export function promoStatus(
  promo: Pick<PromoTerms, 'isActive' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>,
  now: Date,
): PromoStatus {
  if (promo.endsAt && now > promo.endsAt) return 'expired';
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return 'used_up';
  if (!promo.isActive) return 'paused';
  if (promo.startsAt && now < promo.startsAt) return 'scheduled';
  return 'active';
}

/**
 * Why a promo cannot be used for this subtotal right now, or null when it can.
 * `customerUses` is how often this customer has used it (undefined when the customer is unknown).
 */
export function promoProblem(
  promo: PromoTerms,
  subtotal: number,
  now: Date,
  customerUses?: number,
): string | null {
  if (!promo.isActive) return 'This promo code is no longer active';
  if (promo.startsAt && now < promo.startsAt) return 'This promo code is not active yet';
  if (promo.endsAt && now > promo.endsAt) return 'This promo code has expired';
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) {
    return 'This promo code has reached its usage limit';
  }
  if (
    promo.perCustomerLimit !== null &&
    customerUses !== undefined &&
    customerUses >= promo.perCustomerLimit
  ) {
    return 'You have already used this promo code';
  }
  if (subtotal < promo.minOrder) {
    return `This promo code needs an order of at least ${formatWon(promo.minOrder)}`;
  }
  return null;
}

export function promoAppliedMessage(
  promo: Pick<PromoTerms, 'type' | 'value'>,
  discount: number,
): string {
  return promo.type === 'percent'
    ? `Promo applied: ${promo.value}% off (${formatWon(discount)})`
    : `Promo applied: ${formatWon(discount)} off`;
}
