import { z } from 'zod';
import { won } from './common.ts';
import { fieldMessage } from './field-message.ts';

export const PROMO_CODE_REQUIRED = 'Please enter a promo code';

/**
 * Codes are case-insensitive: trimmed and upper-cased before they are looked up. A missing or
 * blank code is answered 400 with PROMO_CODE_REQUIRED as the whole message.
 */
export const promoCodeField = z
  .string()
  .trim()
  .max(64, fieldMessage('field.promos.promoCodeTooLong'))
  .transform((code) => code.toUpperCase())
  .default('');

/** POST /api/promos/validate: checks a code against the given order total. */
export const promoValidateBody = z.object({
  code: promoCodeField,
  order_total: won.optional(),
});
export type PromoValidateBody = z.input<typeof promoValidateBody>;

/** POST /api/promos: checks a code against the caller's cart (or the given order total). */
export const promoApplyBody = z.object({
  code: promoCodeField,
  order_total: won.optional(),
});
export type PromoApplyBody = z.input<typeof promoApplyBody>;

export const promoType = z.enum(['percent', 'flat']);
export type PromoType = z.infer<typeof promoType>;

/** An unusable code answers `valid: false`, `discount: 0` and the reason in `message`. */
export const promoCheckResponse = z.object({
  valid: z.boolean(),
  discount: won,
  discount_type: promoType.nullable(),
  message: z.string(),
});
export type PromoCheckResponse = z.infer<typeof promoCheckResponse>;
