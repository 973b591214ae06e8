// The three session calls of spec section 7; the spec writes them with /api already.
import type { TokenResponse, ValidateTokenResponse } from '@jangbogi/contracts/session';
import { api } from '@/lib/api-client';

export const getGuestToken = () => api.get<TokenResponse>('/guest-token');

export const validateToken = (token: string) =>
  api.get<ValidateTokenResponse>('/validate-token', {
    headers: { Authorization: `Bearer ${token}` },
  });

export const refreshToken = (token: string) => api.post<TokenResponse>('/refresh-token', { token });
