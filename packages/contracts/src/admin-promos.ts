// Back office: promo codes, their state and their uses.
import { z } from 'zod';
import { won } from './common.ts';
import { wonField } from './admin-fields.ts';
import { fieldMessage } from './field-message.ts';

const isoDate = z.iso.datetime({
  offset: true,
  error: fieldMessage('field.adminPromos.dateTimeFormat'),
});

export const promoCreateBody = z
  .object({
    code: z
      .string({ error: fieldMessage('field.adminPromos.codeRequired') })
      .trim()
      .min(3, fieldMessage('field.adminPromos.codeTooShort'))
      .max(30, fieldMessage('field.adminPromos.codeTooLong'))
      .regex(/^[A-Za-z0-9_-]+$/, fieldMessage('field.adminPromos.codeFormat')),
    type: z.enum(['percent', 'flat'], { error: fieldMessage('field.adminPromos.typePercentFlat') }),
    value: z
      .number()
      .int(fieldMessage('field.named.wholeNumber', { field: 'value' }))
      .min(1, fieldMessage('field.adminPromos.valueAtLeast1')),
    min_order: wonField('min_order').default(0),
    starts_at: isoDate.nullable().optional(),
    ends_at: isoDate.nullable().optional(),
    usage_limit: z
      .number()
      .int()
      .min(1, fieldMessage('field.adminPromos.usageLimitAtLeast1'))
      .nullable()
      .optional(),
    per_customer_limit: z
      .number()
      .int()
      .min(1, fieldMessage('field.adminPromos.perCustomerLimitAtLeast1'))
      .nullable()
      .optional(),
    is_active: z.boolean().default(true),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.type === 'percent' && b.value > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: fieldMessage('field.adminPromos.percentOver100'),
      });
    }
    if (b.starts_at && b.ends_at && Date.parse(b.ends_at) <= Date.parse(b.starts_at)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: fieldMessage('field.adminPromos.endAfterStart'),
      });
    }
  });
export type PromoCreateBody = z.infer<typeof promoCreateBody>;
/** What a client sends: the fields with a default may be left out. */
export type PromoCreateInput = z.input<typeof promoCreateBody>;

export const promoPatchBody = z
  .object({ is_active: z.boolean({ error: fieldMessage('field.adminPromos.isActiveFlag') }) })
  .strict();

/**
 * Where a promo stands now, computed by the server from its flag, dates and uses: `paused` by the
 * team, `scheduled` before its start, `expired` after its end, `used_up` at its usage limit.
 */
export const promoStatus = z.enum(['active', 'paused', 'scheduled', 'expired', 'used_up']);
export type PromoStatus = z.infer<typeof promoStatus>;

export const adminPromo = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(['percent', 'flat']),
  value: z.number().int(),
  min_order: won,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  is_active: z.boolean(),
  status: promoStatus,
  created_at: z.string(),
});
export type AdminPromo = z.infer<typeof adminPromo>;
export const adminPromoList = z.object({ promos: z.array(adminPromo) });

export const promoUse = z.object({
  _id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  customer_email: z.string(),
  discount: won,
  used_at: z.string(),
});
export const promoUseList = z.object({ uses: z.array(promoUse) });
