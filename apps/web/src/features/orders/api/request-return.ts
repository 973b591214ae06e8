import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import {
  RETURN_PHOTO_FIELD,
  RETURN_REFUND_ACCOUNT_FIELD,
  type ReturnReason,
} from '@jangbogi/contracts/return-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient, withForm } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export interface ReturnRequestInput {
  lines: { order_item_id: string; quantity: number }[];
  reason: ReturnReason;
  note: string;
  photos: File[];
  /** Where the refund goes, on an order paid by transfer. */
  refundAccount?: RefundBankAccount | undefined;
}

/** POST /api/orders/{id}/returns: the text fields first, then the photos, as the API reads them. */
export function requestReturn(orderId: string, input: ReturnRequestInput) {
  const form = new FormData();
  form.append('lines', JSON.stringify(input.lines));
  form.append('reason', input.reason);
  if (input.note.trim()) form.append('note', input.note.trim());
  if (input.refundAccount)
    form.append(RETURN_REFUND_ACCOUNT_FIELD, JSON.stringify(input.refundAccount));
  for (const photo of input.photos) form.append(RETURN_PHOTO_FIELD, photo);
  return answer(
    apiClient.POST('/api/orders/{orderId}/returns', {
      params: { path: { orderId } },
      ...withForm(form),
    }),
  );
}

/** Asks for a return; every cached order refetches with the request on it. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(orderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
