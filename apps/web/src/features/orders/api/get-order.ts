import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session-context';
import { answer, apiClient, isNotFound } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/orders/{orderId}', { params: { path: { orderId } }, signal }));

export const orderQueryOptions = (token: string | null, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(token, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });

/** One of the session's orders; `null` asks for nothing. */
export function useOrder(orderId: string | null) {
  const { authReady, token } = useSession();
  return useQuery({
    ...orderQueryOptions(token, orderId ?? ''),
    enabled: Boolean(orderId) && authReady && token !== null,
  });
}
