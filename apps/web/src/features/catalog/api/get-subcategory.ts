import { MAX_PAGE_SIZE } from '@/config/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient, isNotFound } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getSubcategory = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/subcategories/{id}', { params: { path: { id } }, signal }));

/** The subcategory page's products: the spec's primary call, `/products/by-subcategories?ids=`. */
export const getSubcategoryProducts = (id: string, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/products/by-subcategories', {
      params: { query: { ids: id, limit: MAX_PAGE_SIZE } },
      signal,
    }),
  );

const noRetryWhenMissing = (failureCount: number, error: unknown) =>
  !isNotFound(error) && failureCount < 2;

export const subcategoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.subcategory(id),
    queryFn: ({ signal }) => getSubcategory(id, signal),
    retry: noRetryWhenMissing,
  });

export const subcategoryProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.subcategoryProducts(id),
    queryFn: ({ signal }) => getSubcategoryProducts(id, signal),
    retry: noRetryWhenMissing,
  });

export const useSubcategory = (id: string) => useQuery(subcategoryQueryOptions(id));
export const useSubcategoryProducts = (id: string) => useQuery(subcategoryProductsQueryOptions(id));
