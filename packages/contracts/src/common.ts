import { z } from 'zod';

/** Ids are opaque strings (UUIDs in this implementation). */
export const idSchema = z.uuid({ error: 'Invalid id' });
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
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(1_000_000, 'page is too large');
export const limitQueryField = z.coerce
  .number({ error: 'limit must be a whole number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be 1 or more')
  .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`);
