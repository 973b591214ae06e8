// Confirming the account's email: the link mailed at registration, and a new one on request.
// Orders placed as a guest with the address show under My Orders once it is confirmed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';
import { orderKeys } from '@/features/orders/api/query-keys';
import { api } from '@/lib/api-client';

export const confirmEmail = (token: string) =>
  api.post<{ message: string }>(`/users/verify-email/${encodeURIComponent(token)}`);

/** Guest orders may have joined the account, and the profile's flag changed. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export const resendConfirmation = () => api.post<{ message: string }>('/users/me/verify-email');
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
