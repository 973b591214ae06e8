// Account entry calls. Login and register send the guest-token header along (the API client adds
// it for a guest session), so the server merges the guest cart into the account.
import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '@jangbogi/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';

export const loginUser = (body: LoginBody) => answer(apiClient.POST('/api/users/login', { body }));
export const useLoginUser = () => useMutation({ mutationFn: loginUser });

export const registerUser = (body: RegisterBody) =>
  answer(apiClient.POST('/api/users/register', { body }));
/** The server moved the guest cart into the new account, so the guest's cached cart is stale. */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const requestPasswordReset = (body: ForgotPasswordBody) =>
  answer(apiClient.POST('/api/users/forgot-password', { body }));
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const resetPassword = ({ token, ...body }: ResetPasswordBody & { token: string }) =>
  answer(
    apiClient.POST('/api/users/reset-password/{token}', { params: { path: { token } }, body }),
  );
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
