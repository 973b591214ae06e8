import type {
  PromoApplyBody,
  PromoCheckResponse,
  PromoValidateBody,
} from '@jangbogi/contracts/promos';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Guest checkout: checks a code against the caller's cart. */
export const applyPromoCode = (body: PromoApplyBody) =>
  api.post<PromoCheckResponse>('/promos', body);

/** Logged-in checkout: checks a code against the order total shown. */
export const validatePromoCode = (body: PromoValidateBody) =>
  api.post<PromoCheckResponse>('/promos/validate', body);

export const useApplyPromoCode = () => useMutation({ mutationFn: applyPromoCode });
export const useValidatePromoCode = () => useMutation({ mutationFn: validatePromoCode });
