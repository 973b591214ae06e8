import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../lib/errors.ts';
import { promoDiscount, promoProblem, type PromoTerms } from './rules.ts';

const base: PromoTerms = {
  type: 'percent',
  value: 10,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  isActive: true,
};
const now = new Date('2026-11-22T03:00:00Z');

describe('promoDiscount', () => {
  it('rounds percent discounts down to whole won', () => {
    expect(promoDiscount({ type: 'percent', value: 10 }, 12_345)).toBe(1_234);
    expect(promoDiscount({ type: 'percent', value: 15 }, 9_999)).toBe(1_499);
    expect(promoDiscount({ type: 'percent', value: 100 }, 7_000)).toBe(7_000);
  });

  it('caps flat discounts at the subtotal', () => {
    expect(promoDiscount({ type: 'flat', value: 3_000 }, 10_000)).toBe(3_000);
    expect(promoDiscount({ type: 'flat', value: 30_000 }, 10_000)).toBe(10_000);
    expect(promoDiscount({ type: 'flat', value: 3_000 }, 0)).toBe(0);
  });
});

/** The English text of a promo's problem, as the check answers it. */
const problemOf = (...args: Parameters<typeof promoProblem>) => {
  const problem = promoProblem(...args);
  return problem && errorMessage(problem, 'en');
};

describe('promoProblem', () => {
  it('accepts a usable promo', () => {
    expect(problemOf(base, 10_000, now)).toBeNull();
  });

  it('names the reason a promo cannot be used', () => {
    expect(problemOf({ ...base, isActive: false }, 10_000, now)).toMatch(/no longer active/);
    expect(problemOf({ ...base, startsAt: new Date('2026-12-01') }, 10_000, now)).toMatch(
      /not active yet/,
    );
    expect(problemOf({ ...base, endsAt: new Date('2026-11-01') }, 10_000, now)).toMatch(/expired/);
    expect(problemOf({ ...base, usageLimit: 5, usedCount: 5 }, 10_000, now)).toMatch(/usage limit/);
    expect(problemOf({ ...base, perCustomerLimit: 1 }, 10_000, now, 1)).toMatch(/already used/);
    expect(problemOf({ ...base, minOrder: 30_000 }, 29_999, now)).toBe(
      'This promo code needs an order of at least ₩30,000',
    );
    expect(problemOf({ ...base, minOrder: 30_000 }, 30_000, now)).toBeNull();
  });
});
