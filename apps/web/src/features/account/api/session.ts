// The three session calls of spec section 7; the spec writes them with /api already.
import { answer, apiClient } from '@/lib/api-client';

export const getGuestToken = () => answer(apiClient.GET('/api/guest-token'));

export const validateToken = (token: string) =>
  answer(apiClient.GET('/api/validate-token', { headers: { Authorization: `Bearer ${token}` } }));

export const refreshToken = (token: string) =>
  answer(apiClient.POST('/api/refresh-token', { body: { token } }));
