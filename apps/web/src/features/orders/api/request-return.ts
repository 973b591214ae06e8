import type { Order } from '@jangbogi/contracts/orders';
import { RETURN_PHOTO_FIELD, type ReturnReason } from '@jangbogi/contracts/return-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export interface ReturnRequestInput {
  lines: { order_item_id: string; quantity: number }[];
  reason: ReturnReason;
  note: string;
  photos: File[];
}

/** POST /api/orders/{id}/returns: the text fields first, then the photos, as the API reads them. */
export function requestReturn(orderId: string, input: ReturnRequestInput): Promise<Order> {
  const form = new FormData();
  form.append('lines', JSON.stringify(input.lines));
  form.append('reason', input.reason);
  if (input.note.trim()) form.append('note', input.note.trim());
  for (const photo of input.photos) form.append(RETURN_PHOTO_FIELD, photo);
  return api.post<Order>(`/orders/${encodeURIComponent(orderId)}/returns`, form);
}

/** Asks for a return; every cached order refetches with the request on it. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(orderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
