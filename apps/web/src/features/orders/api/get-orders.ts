import type { OrderList } from '@jangbogi/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const getOrders = (signal?: AbortSignal) => api.get<OrderList>('/orders', { signal });

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => getOrders(signal),
    select: (list) => list.orders,
    // A shopper comes here to see what just changed (a proof upload, a status update).
    staleTime: 0,
  });

export const useOrders = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...ordersQueryOptions(), enabled });
