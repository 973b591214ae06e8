import type { ChangePasswordBody, UpdateProfileBody, User } from '@jangbogi/contracts/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session-context';
import { answer, apiClient, withForm } from '@/lib/api-client';
import { accountKeys } from './query-keys';

export const getMe = (signal?: AbortSignal) => answer(apiClient.GET('/api/users/me', { signal }));

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.me(token),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
  });

export function useMe() {
  const { token, isGuest, authReady } = useSession();
  return useQuery({ ...meQueryOptions(token), enabled: authReady && !isGuest && token !== null });
}

export const updateProfile = (body: UpdateProfileBody) =>
  answer(apiClient.PUT('/api/users/me', { body }));

export const uploadProfilePhoto = (file: File) => {
  const form = new FormData();
  form.append('profileImage', file);
  // The document describes the route's JSON form; the picture goes as multipart in its place.
  return answer(apiClient.PUT('/api/users/me', { body: {}, ...withForm(form) }));
};

/** Profile changes refresh the cached profile and the stored user the header shows. */
function useProfileMutation<T>(mutationFn: (input: T) => Promise<User>) {
  const queryClient = useQueryClient();
  const { token, updateUser } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: async (user) => {
      queryClient.setQueryData(accountKeys.me(token), user);
      updateUser(user);
      await queryClient.invalidateQueries({ queryKey: accountKeys.me(token) });
    },
  });
}

export const useUpdateProfile = () => useProfileMutation(updateProfile);
export const useUploadProfilePhoto = () => useProfileMutation(uploadProfilePhoto);

export const changePassword = (body: ChangePasswordBody) =>
  answer(apiClient.PUT('/api/users/me/password', { body }));
/** A password change ends every session, this one included; the fresh token keeps this device in. */
export function useChangePassword() {
  const { user, login } = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (response) => {
      if (user) login(response.token, user);
    },
  });
}
