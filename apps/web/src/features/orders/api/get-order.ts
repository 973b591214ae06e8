import type { Order } from '@jangbogi/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNotFound } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, { signal });

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });

export const useOrder = (orderId: string | null) =>
  useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
