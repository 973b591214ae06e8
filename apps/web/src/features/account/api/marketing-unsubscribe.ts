// The unsubscribe link of a marketing email. The page behind it calls this on a click, never on load.
import type { SignedLinkResponse } from '@jangbogi/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const unsubscribeFromMarketing = (token: string) =>
  api.post<SignedLinkResponse>(`/marketing/unsubscribe/${encodeURIComponent(token)}`);

export const useUnsubscribeFromMarketing = () =>
  useMutation({ mutationFn: unsubscribeFromMarketing });
