import type { ContactBody } from '@jangbogi/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) =>
  answer(apiClient.POST('/api/contact', { body }));

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
