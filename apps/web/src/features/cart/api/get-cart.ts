import type { Cart } from '@jangbogi/contracts/cart';
import { amountToFreeShipping } from '@jangbogi/contracts/money';
import { normalPostcode } from '@jangbogi/contracts/remote-areas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/lib/session-context';
import { answer, apiClient, ApiError } from '@/lib/api-client';
import { cartKeys } from './query-keys';

export const EMPTY_CART: Cart = {
  items: [],
  subtotal: 0,
  shipping_price: 0,
  remote_area_surcharge: 0,
  postal_code: null,
  total: 0,
  amount_to_free_shipping: amountToFreeShipping(0),
  minimum_order_amount: 0,
  amount_to_minimum_order: 0,
  item_count: 0,
};

export const getCart = (signal?: AbortSignal, postcode?: string) =>
  answer(apiClient.GET('/api/cart', { params: { query: { postcode } }, signal }));

export const cartQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: cartKeys.detail(token),
    queryFn: ({ signal }) => getCart(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });

/** Whether the server turned the session's token away (expired or locally made guest token). */
export const isRejectedSession = (error: unknown) =>
  error instanceof ApiError && error.status === 401;

/**
 * The session's cart. A failed fetch is only logged and the cart reads as empty (spec section 8);
 * a guest token the server rejects is replaced by a fresh one, which refetches the cart.
 */
export function useCart() {
  const { authReady, token, isGuest, renewGuestSession } = useSession();
  const query = useQuery({ ...cartQueryOptions(token), enabled: authReady && token !== null });
  const { error } = query;

  useEffect(() => {
    if (!error) return;
    console.warn('Could not load the cart', error);
    if (isGuest && token && isRejectedSession(error)) void renewGuestSession(token);
  }, [error, isGuest, token, renewGuestSession]);

  return { ...query, cart: query.data ?? EMPTY_CART };
}

/** The cart priced for delivery to `postcode` (the server adds the remote-area surcharge). */
export const cartForPostcodeQueryOptions = (token: string | null, postcode: string | null) =>
  queryOptions({
    queryKey: [...cartKeys.detail(token), 'postcode', postcode] as const,
    queryFn: ({ signal }) => getCart(signal, postcode ?? undefined),
    enabled: token !== null && postcode !== null,
    staleTime: 30_000,
  });

/**
 * The remote-area (도서산간) surcharge of delivering the session's cart to a postcode as typed or
 * found; 0 until the postcode has 5 digits and the server has priced it.
 */
export function useRemoteAreaSurcharge(postcode: string | null | undefined): number {
  const { authReady, token } = useSession();
  const code = normalPostcode(postcode);
  const query = useQuery({
    ...cartForPostcodeQueryOptions(token, code),
    enabled: authReady && token !== null && code !== null,
  });
  return code === null ? 0 : (query.data?.remote_area_surcharge ?? 0);
}
