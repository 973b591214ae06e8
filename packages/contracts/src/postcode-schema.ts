import { z } from 'zod';
import {
  postcodeProblem,
  postcodeProblemMessage,
  readPostcode,
  type AddressText,
} from './postcode.ts';
import { fieldMessage } from './field-message.ts';

/** A Korean postcode, required: five digits (full-width ones too), stored as plain digits. */
export const koreanPostcode = z
  .string({ error: fieldMessage('field.postcodeSchema.postalCodeRequired') })
  .trim()
  .min(1, fieldMessage('field.postcodeSchema.postalCodeRequired'))
  .max(20, postcodeProblemMessage({ kind: 'digits' }))
  .transform((value, ctx) => {
    const postcode = readPostcode(value);
    const problem = postcodeProblem(postcode, {});
    if (!postcode || problem) {
      ctx.addIssue({
        code: 'custom',
        message: postcodeProblemMessage(problem ?? { kind: 'digits' }),
      });
      return z.NEVER;
    }
    return postcode;
  });

/**
 * Adds an issue at `path` when the postcode belongs to another province than the one the address
 * names (a Jeju road address with a Seoul postcode). Run after the fields parsed, on their values.
 */
export function checkPostcodeProvince(
  ctx: z.RefinementCtx,
  postcode: unknown,
  address: { [K in keyof AddressText]?: unknown },
  path: (string | number)[],
) {
  // The postcode's own format is the field's check; this adds only the disagreement.
  if (typeof postcode !== 'string') return;
  // After a failed field the values are as sent: read only the strings.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const problem = postcodeProblem(postcode, {
    street: text(address.street),
    city: text(address.city),
    state: text(address.state),
  });
  if (problem?.kind === 'province') {
    ctx.addIssue({ code: 'custom', path, message: postcodeProblemMessage(problem) });
  }
}
