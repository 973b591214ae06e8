// Leaving the shop (회원 탈퇴) and downloading one's data (열람).
import type { DeleteAccountBody } from '@jangbogi/contracts/account-data';
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

export const deleteAccount = (body: DeleteAccountBody) =>
  answer(apiClient.DELETE('/api/users/me', { body }));

/** Deleting ends every session, this one too: the caller leaves the private page, then logs out. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

export const getMyData = () => answer(apiClient.GET('/api/users/me/data'));

/** Fetches the data and hands it to the browser as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: getMyData,
    onSuccess: (data) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `jangbogi-my-data-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
