import { ApiError } from '@/lib/api-client';

/** The server's reason (empty cart, stock ran out, bad field; in the page's language) or the fallback. */
export function placeOrderErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
