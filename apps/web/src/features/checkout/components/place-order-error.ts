import { ApiError } from '@/lib/api-client';

export const PLACE_ORDER_FAILED = 'Failed to place order';

/** The server's reason (empty cart, stock ran out, bad field) or the spec's fallback. */
export function placeOrderErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return PLACE_ORDER_FAILED;
}
