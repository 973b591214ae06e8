// Confirming the account's email: the link mailed at registration, and a new one on request.
// Orders placed as a guest with the address show under My Orders once it is confirmed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';
import { orderKeys } from '@/features/orders/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';

export const confirmEmail = (token: string) =>
  answer(apiClient.POST('/api/users/verify-email/{token}', { params: { path: { token } } }));

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

export const resendConfirmation = () => answer(apiClient.POST('/api/users/me/verify-email'));
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
