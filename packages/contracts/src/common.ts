import { z } from 'zod';
import { fieldMessage } from './field-message.ts';

/** Ids are opaque strings (UUIDs in this implementation). */
export const idSchema = z.uuid({ error: fieldMessage('field.common.invalidId') });
export const idParams = z.object({ id: idSchema }).strict();

export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

/** A whole number of won. */
export const won = z.number().int().nonnegative();

export const MAX_PAGE_SIZE = 100;
export const pageQueryField = z.coerce
  .number({ error: fieldMessage('field.common.pageWholeNumber') })
  .int(fieldMessage('field.common.pageWholeNumber'))
  .min(1, fieldMessage('field.common.page1More'))
  .max(1_000_000, fieldMessage('field.common.pageTooLarge'));
export const limitQueryField = z.coerce
  .number({ error: fieldMessage('field.common.limitWholeNumber') })
  .int(fieldMessage('field.common.limitWholeNumber'))
  .min(1, fieldMessage('field.common.limit1More'))
  .max(MAX_PAGE_SIZE, fieldMessage('field.common.limitTooHigh', { max: MAX_PAGE_SIZE }));
