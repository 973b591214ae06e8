import type { StockAlertBody } from '@jangbogi/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient, ApiError } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const requestStockAlert = (productId: string, body: StockAlertBody) =>
  answer(
    apiClient.POST('/api/products/{id}/stock-alert', { params: { path: { id: productId } }, body }),
  );

/**
 * Asks to be emailed when a sold-out product is back in stock. A 409 IN_STOCK means it came back
 * meanwhile: the product refetches so the page offers Add to Cart again.
 */
export function useRequestStockAlert(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAlertBody) => requestStockAlert(productId, body),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'IN_STOCK')
        return queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) });
    },
  });
}
