import type { PromoApplyBody, PromoValidateBody } from '@jangbogi/contracts/promos';
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

/** Guest checkout: checks a code against the caller's cart. */
export const applyPromoCode = (body: PromoApplyBody) =>
  answer(apiClient.POST('/api/promos', { body }));

/** Logged-in checkout: checks a code against the order total shown. */
export const validatePromoCode = (body: PromoValidateBody) =>
  answer(apiClient.POST('/api/promos/validate', { body }));

export const useApplyPromoCode = () => useMutation({ mutationFn: applyPromoCode });
export const useValidatePromoCode = () => useMutation({ mutationFn: validatePromoCode });
