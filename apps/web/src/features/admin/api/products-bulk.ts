// One change for every selected product of the admin list (all or nothing on the server).
import type { ProductBulkBody, ProductBulkFailure } from '@jangbogi/contracts/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { answer, apiClient, ApiError } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const bulkUpdateProducts = (body: ProductBulkBody) =>
  answer(apiClient.POST('/api/admin/products/bulk', { body }));

/** The products a refused bulk change named, or none when it failed for another reason. */
export function bulkFailuresOf(error: unknown): ProductBulkFailure[] {
  if (!(error instanceof ApiError) || !error.details || typeof error.details !== 'object')
    return [];
  const { failed } = error.details as { failed?: ProductBulkFailure[] };
  return Array.isArray(failed) ? failed : [];
}

export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateProducts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
