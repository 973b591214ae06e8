import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { SEARCH_RESULT_LIMIT } from '@/config/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export async function searchProducts(
  text: string,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const { products } = await api.get<{ products: ProductSummary[] }>('/products/search', {
    query: { q: text },
    signal,
  });
  return products.slice(0, SEARCH_RESULT_LIMIT);
}

export const searchProductsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: catalogKeys.search(text),
    queryFn: ({ signal }) => searchProducts(text, signal),
    staleTime: 60_000,
  });

export const useProductSearch = (text: string) =>
  useQuery({ ...searchProductsQueryOptions(text), enabled: text.length > 0 });
