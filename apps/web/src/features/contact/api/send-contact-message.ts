import type { ContactBody } from '@jangbogi/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactBody) =>
  api.post<{ message: string }>('/contact', body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
