import { ApiError } from '@/lib/api-client';

export const PLACE_ORDER_FAILED = 'Failed to place order';
/** The logged-in checkout's fallback (spec section 9), when the server gave no reason. */
export const ORDER_FAILED_CHECK_DETAILS = 'Order failed. Please check your details and try again.';

/** The server's reason (empty cart, stock ran out, bad field) or the given fallback. */
export function placeOrderErrorMessage(
  error: unknown,
  fallback: string = PLACE_ORDER_FAILED,
): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
