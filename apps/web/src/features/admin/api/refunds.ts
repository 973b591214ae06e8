import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import type { CreateRefundBody } from '@jangbogi/contracts/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const orderUrl = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export const createRefund = (orderId: string, body: CreateRefundBody) =>
  api.post<AdminOrderDetail>(`${orderUrl(orderId)}/refunds`, body);

export const markRefunded = (orderId: string, refundId: string) =>
  api.post<AdminOrderDetail>(
    `${orderUrl(orderId)}/refunds/${encodeURIComponent(refundId)}/refunded`,
    {},
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
