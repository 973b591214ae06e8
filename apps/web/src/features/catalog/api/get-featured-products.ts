import type { ProductList, ProductSummary } from '@jangbogi/contracts/catalog';
import { MAX_PAGE_SIZE } from '@/config/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export async function getFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  const { products } = await api.get<ProductList>('/products', { query: { limit: MAX_PAGE_SIZE }, signal });
  return products.filter((product) => product.is_featured);
}

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions());
