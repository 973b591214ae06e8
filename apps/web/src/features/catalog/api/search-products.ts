import type { PagedProducts, ProductSummary } from '@jangbogi/contracts/catalog';
import { SEARCH_RESULT_LIMIT } from '@/config/catalog-limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

/** The results page: every product the header search matches, a page of the shop grid's size. */
export const searchResultsPage = (text: string, page: number, signal?: AbortSignal) =>
  api.get<PagedProducts>('/products/search/results', { query: { q: text, page }, signal });

export const searchPageQueryOptions = (text: string, page: number) =>
  queryOptions({
    queryKey: catalogKeys.searchPage(text, page),
    queryFn: ({ signal }) => searchResultsPage(text, page, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchPage = (text: string, page: number) =>
  useQuery({ ...searchPageQueryOptions(text, page), enabled: text.length > 0 });
