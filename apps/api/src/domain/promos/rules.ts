// The promo rules as pure functions, so that the validate endpoints and order placement
// apply exactly the same checks and arithmetic.
import { formatWon } from '@jangbogi/contracts/format';
import type { ErrorText } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n/catalogue.ts';
import type { Language } from '../../lib/i18n/language.ts';

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

export const PROMO_NOT_FOUND: ErrorText = { id: 'promos.invalidCode' };

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
): ErrorText | null {
  if (!promo.isActive) return { id: 'promos.inactive' };
  if (promo.startsAt && now < promo.startsAt) return { id: 'promos.notYetActive' };
  if (promo.endsAt && now > promo.endsAt) return { id: 'promos.expired' };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) {
    return { id: 'promos.usedUp' };
  }
  if (
    promo.perCustomerLimit !== null &&
    customerUses !== undefined &&
    customerUses >= promo.perCustomerLimit
  ) {
    return { id: 'promos.alreadyUsed' };
  }
  if (subtotal < promo.minOrder) {
    const amount = { en: formatWon(promo.minOrder, 'en'), ko: formatWon(promo.minOrder, 'ko') };
    return { id: 'promos.minOrder', values: { amount } };
  }
  return null;
}

export function promoAppliedMessage(
  promo: Pick<PromoTerms, 'type' | 'value'>,
  discount: number,
  language: Language,
): string {
  return translate(language, 'notice.promoApplied', {
    type: promo.type,
    percent: promo.value,
    discount: formatWon(discount, language),
  });
}
