import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-context';
import { answer, apiClient } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** A page of the caller's orders: the newest, or those placed before the order `before`. */
export const getOrders = (before: string | undefined, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/orders', { params: { query: before ? { before } : {} }, signal }));

export const ordersQueryOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(token),
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // The next page starts after the last order shown.
    getNextPageParam: (last) => (last.has_more ? last.orders.at(-1)?._id : undefined),
    // The orders shown, and how many pages they came in (more than one: the shopper paged on).
    select: (data) => ({
      orders: data.pages.flatMap((page) => page.orders),
      pagesShown: data.pages.length,
    }),
    // A shopper comes here to see what just changed (a proof upload, a status update).
    staleTime: 0,
  });

/** The shopper's orders, newest first, a page at a time (fetchNextPage for older ones). */
export function useOrders() {
  const { authReady, token } = useSession();
  return useInfiniteQuery({ ...ordersQueryOptions(token), enabled: authReady && token !== null });
}
