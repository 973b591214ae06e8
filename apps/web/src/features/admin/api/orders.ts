import type { AdminOrdersQuery, OrderAction } from '@jangbogi/contracts/admin';
import type { Courier } from '@jangbogi/contracts/shipping';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

// Transfer screenshots come as signed links valid for 10 minutes: pages that show them refetch
// well before that, so an open tab keeps working links.
const PROOF_LINK_REFRESH_MS = 5 * 60 * 1000;

export type OrderFilters = Omit<AdminOrdersQuery, 'page' | 'limit'> & { page?: number };

export const getOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/orders', { params: { query: { ...filters, limit: 20 } }, signal }),
  );

export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orderList(filters),
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useOrders = (filters: OrderFilters) => useQuery(ordersQueryOptions(filters));

export const getOrder = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal }));
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchInterval: PROOF_LINK_REFRESH_MS,
  });
export const useOrder = (id: string) => useQuery(orderQueryOptions(id));

export interface ShipmentInput {
  courier: Courier;
  tracking_number: string;
}

export const applyOrderAction = (
  id: string,
  action: OrderAction,
  note?: string,
  shipment?: ShipmentInput,
) =>
  answer(
    apiClient.POST('/api/admin/orders/{id}/actions', {
      params: { path: { id } },
      body: { action, ...(note ? { note } : {}), ...shipment },
    }),
  );

/** Runs an action on an order; the order, lists, queue and dashboard all refresh. */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      note,
      shipment,
    }: {
      id: string;
      action: OrderAction;
      note?: string;
      shipment?: ShipmentInput;
    }) => applyOrderAction(id, action, note, shipment),
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order._id), order);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const getReviewQueue = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/review-queue', { signal }));
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.reviewQueue(),
    queryFn: ({ signal }) => getReviewQueue(signal),
    staleTime: 0,
    refetchInterval: PROOF_LINK_REFRESH_MS,
  });
export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());

export const getDashboard = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/dashboard', { signal }));
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });
export const useDashboard = () => useQuery(dashboardQueryOptions());

/** Without a date the server answers the next day the shop delivers on (today when it does). */
export const getPickingList = (date: string | null, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/picking-list', { params: { query: date ? { date } : {} }, signal }),
  );
export const pickingListQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: adminKeys.pickingList(date ?? 'next'),
    queryFn: ({ signal }) => getPickingList(date, signal),
  });
export const usePickingList = (date: string | null) => useQuery(pickingListQueryOptions(date));
