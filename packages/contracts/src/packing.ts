// The packing day: what the packer sends for an order's lines, and what each line became. The
// money rule both sides apply is in packing-money.ts.
import { z } from 'zod';
import { idSchema, won } from './common.ts';
import { fieldMessage } from './field-message.ts';

/** What a line became in the box: as ordered, fewer units, another product, or weighed. */
export const packingOutcome = z.enum(['packed', 'short', 'substituted', 'weighed']);
export type PackingOutcome = z.infer<typeof packingOutcome>;

export const linePacking = z.object({
  outcome: packingOutcome,
  /** Units that went into the box (of the substitute, when there is one). */
  packed_quantity: z.number().int().nonnegative(),
  /** Units ordered that did not go out and were not replaced: refunded (품절 환불). */
  short_quantity: z.number().int().nonnegative(),
  substitute: z
    .object({ product_id: z.string().nullable(), name: z.string(), name_kr: z.string().nullable() })
    .nullable(),
  /** The price charged for each unit in the box. */
  unit_price: won,
  /** The weight on the scale, for a product sold by weight; null otherwise. */
  grams: z.number().int().positive().nullable(),
  /** What the shopper pays for the line. */
  line_total: won,
});
export type LinePacking = z.infer<typeof linePacking>;

export const MAX_PACKED_GRAMS = 100_000;

/**
 * POST /api/admin/orders/{id}/pack. A line not listed goes out as ordered. With a substitute,
 * `packed_quantity` counts the substitute's units.
 */
export const packOrderBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            line_id: idSchema,
            packed_quantity: z.number().int().nonnegative(),
            substitute_product_id: idSchema.optional(),
            grams: z.number().int().positive().max(MAX_PACKED_GRAMS).optional(),
          })
          .strict(),
      )
      .max(200),
  })
  .strict()
  .refine((body) => new Set(body.lines.map((l) => l.line_id)).size === body.lines.length, {
    message: fieldMessage('field.packing.lineTwice'),
    path: ['lines'],
  });
export type PackOrderBody = z.input<typeof packOrderBody>;
