import type { GuestCheckoutBody, PlaceOrderBody } from '@jangbogi/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';
import { cartKeys } from '@/features/cart/api/query-keys';

// Spelled out here: importing the constant from the contracts would pull zod into the bundle.
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface Idempotent<T> {
  body: T;
  idempotencyKey: string;
}

export const placeOrder = ({ body, idempotencyKey }: Idempotent<PlaceOrderBody>) =>
  answer(
    apiClient.POST('/api/orders', {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

export const placeGuestOrder = ({ body, idempotencyKey }: Idempotent<GuestCheckoutBody>) =>
  answer(
    apiClient.POST('/api/orders/guest-checkout', {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    }),
  );

function useOrderPlacedInvalidation() {
  const queryClient = useQueryClient();
  // The server empties the cart in the order's transaction; refetch it and the order list.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
}

/** A guest's order or a signed-in shopper's: the one checkout form places either. */
export type CheckoutBody = GuestCheckoutBody | PlaceOrderBody;

/** Only a guest's body carries the orderer's email. */
const isGuestBody = (body: CheckoutBody): body is GuestCheckoutBody => 'email' in body;

export const placeCheckoutOrder = ({ body, idempotencyKey }: Idempotent<CheckoutBody>) =>
  isGuestBody(body)
    ? placeGuestOrder({ body, idempotencyKey })
    : placeOrder({ body, idempotencyKey });

export function usePlaceCheckoutOrder() {
  const invalidate = useOrderPlacedInvalidation();
  return useMutation({ mutationFn: placeCheckoutOrder, onSuccess: invalidate });
}
