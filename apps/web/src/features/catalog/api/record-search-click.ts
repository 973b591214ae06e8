import type { SearchClickBody } from '@jangbogi/contracts/search';
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

/**
 * Tells the shop that a search led somewhere (a product or a category opened from its answers),
 * so its report can tell searches that help from those that do not. Nothing waits on it and a
 * failure is not the shopper's concern: the navigation goes ahead either way.
 */
export const recordSearchClick = (body: SearchClickBody) =>
  answer(apiClient.POST('/api/products/search/clicks', { body })).catch(() => null);

export const useRecordSearchClick = () => useMutation({ mutationFn: recordSearchClick }).mutate;
