import type { PackedOrder, PackingDay } from '@jangbogi/contracts/admin';
import type { PackOrderBody } from '@jangbogi/contracts/packing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Without a date the server answers the next day the shop delivers on. */
export const getPackingDay = (date: string | null, signal?: AbortSignal) =>
  api.get<PackingDay>('/admin/packing', { query: date ? { date } : {}, signal });
export const packingDayQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: adminKeys.packingDay(date ?? 'next'),
    queryFn: ({ signal }) => getPackingDay(date, signal),
  });
export const usePackingDay = (date: string | null) => useQuery(packingDayQueryOptions(date));

export const packOrder = (id: string, body: PackOrderBody) =>
  api.post<PackedOrder>(`/admin/orders/${encodeURIComponent(id)}/pack`, body);

/** Packing changes the day's list, the order and its refunds: every order query is refetched. */
export function usePackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PackOrderBody }) => packOrder(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
