// The unsubscribe link of a marketing email. The page behind it calls this on a click, never on load.
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

export const unsubscribeFromMarketing = (token: string) =>
  answer(apiClient.POST('/api/marketing/unsubscribe/{token}', { params: { path: { token } } }));

export const useUnsubscribeFromMarketing = () =>
  useMutation({ mutationFn: unsubscribeFromMarketing });
