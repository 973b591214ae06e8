import type { CancelOrderBody } from '@jangbogi/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const cancelOrder = (orderId: string, body: CancelOrderBody) =>
  answer(apiClient.POST('/api/orders/{orderId}/cancel', { params: { path: { orderId } }, body }));

/**
 * Cancels one of the session's orders: every cached order refetches with its new status, and the
 * products too, whose stock the cancellation gave back.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelOrderBody) => cancelOrder(orderId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
      ]),
  });
}
