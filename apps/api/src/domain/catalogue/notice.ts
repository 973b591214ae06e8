// The product information notice as the products table stores it (JSONB of field key -> text).
import type { Prisma } from '../../generated/prisma/client.ts';

/** The notice column as stored: an object of text values (anything else reads as empty). */
export function noticeOfRow(value: Prisma.JsonValue): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
