import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/** Names the bank account a refund the shop made without one goes to (a packing refund). */
export const giveRefundAccount = (orderId: string, account: RefundBankAccount) =>
  answer(
    apiClient.PUT('/api/orders/{orderId}/refund-account', {
      params: { path: { orderId } },
      body: account,
    }),
  );

/** Sends the account; every cached order refetches, so the refund no longer asks for one. */
export function useGiveRefundAccount(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: RefundBankAccount) => giveRefundAccount(orderId, account),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
