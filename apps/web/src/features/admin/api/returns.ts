import type { ReturnStatus } from '@jangbogi/contracts/return-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

// The returns' query keys stay in this file, like the cash receipts': admin-keys.ts is in every
// screen's download.
const returnKeys = {
  all: () => [...adminKeys.all, 'returns'] as const,
  list: (status: ReturnFilter) => [...returnKeys.all(), 'list', status] as const,
};

export type ReturnFilter = ReturnStatus | 'all';

export const getReturns = (status: ReturnFilter, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/returns', {
      params: { query: { status: status === 'all' ? undefined : status } },
      signal,
    }),
  );

export const returnsQueryOptions = (status: ReturnFilter) =>
  queryOptions({
    queryKey: returnKeys.list(status),
    queryFn: ({ signal }) => getReturns(status, signal),
    staleTime: 0,
  });
export const useReturns = (status: ReturnFilter) => useQuery(returnsQueryOptions(status));

export const approveReturn = (id: string) =>
  answer(
    apiClient.POST('/api/admin/returns/{returnId}/approve', { params: { path: { returnId: id } } }),
  );

export const refuseReturn = (id: string, reason: string) =>
  answer(
    apiClient.POST('/api/admin/returns/{returnId}/refuse', {
      params: { path: { returnId: id } },
      body: { reason },
    }),
  );

/** Approves a return; every admin query refreshes (the queue and the order whose refund follows). */
export function useApproveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => approveReturn(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Refuses a return with the reason the shopper is told. */
export function useRefuseReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refuseReturn(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
