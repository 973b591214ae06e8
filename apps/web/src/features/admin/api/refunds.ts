import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import type { CreateRefundBody } from '@jangbogi/contracts/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const createRefund = (orderId: string, body: CreateRefundBody) =>
  answer(
    apiClient.POST('/api/admin/orders/{id}/refunds', { params: { path: { id: orderId } }, body }),
  );

export const markRefunded = (orderId: string, refundId: string) =>
  answer(
    apiClient.POST('/api/admin/orders/{id}/refunds/{refundId}/refunded', {
      params: { path: { id: orderId, refundId } },
    }),
  );

function useOrderMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<AdminOrderDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(order._id), order);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** Takes lines (or the whole order) back and records the refund; the order and lists refresh. */
export const useCreateRefund = () =>
  useOrderMutation(({ orderId, body }: { orderId: string; body: CreateRefundBody }) =>
    createRefund(orderId, body),
  );

/** Records that a refund's money has gone back to the shopper. */
export const useMarkRefunded = () =>
  useOrderMutation(({ orderId, refundId }: { orderId: string; refundId: string }) =>
    markRefunded(orderId, refundId),
  );
