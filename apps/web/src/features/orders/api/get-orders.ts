import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-context';
import { answer, apiClient } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const getOrders = (signal?: AbortSignal) => answer(apiClient.GET('/api/orders', { signal }));

export const ordersQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: orderKeys.list(token),
    queryFn: ({ signal }) => getOrders(signal),
    select: (list) => list.orders,
    // A shopper comes here to see what just changed (a proof upload, a status update).
    staleTime: 0,
  });

export function useOrders() {
  const { authReady, token } = useSession();
  return useQuery({ ...ordersQueryOptions(token), enabled: authReady && token !== null });
}
