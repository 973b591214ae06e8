import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { MAX_PAGE_SIZE } from '@/config/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** The Featured carousel: the newest featured products, filtered by the server. */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  const { products } = await answer(
    apiClient.GET('/api/products', {
      params: { query: { featured: 'true', limit: MAX_PAGE_SIZE } },
      signal,
    }),
  );
  return products;
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions());
