import type { PackOrderBody } from '@jangbogi/contracts/packing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Without a date the server answers the next day the shop delivers on. */
export const getPackingDay = (date: string | null, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/packing', { params: { query: date ? { date } : {} }, signal }));
export const packingDayQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: adminKeys.packingDay(date ?? 'next'),
    queryFn: ({ signal }) => getPackingDay(date, signal),
  });
export const usePackingDay = (date: string | null) => useQuery(packingDayQueryOptions(date));

export const packOrder = (id: string, body: PackOrderBody) =>
  answer(apiClient.POST('/api/admin/orders/{id}/pack', { params: { path: { id } }, body }));

/** Packing changes the day's list, the order and its refunds: every order query is refetched. */
export function usePackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PackOrderBody }) => packOrder(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
