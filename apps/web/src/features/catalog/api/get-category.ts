import { MAX_PAGE_SIZE } from '@/config/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient, isNotFound } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getCategory = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/categories/{id}', { params: { path: { id } }, signal }));

export const getCategoryProducts = (id: string, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/categories/{id}/products', {
      params: { path: { id }, query: { limit: MAX_PAGE_SIZE } },
      signal,
    }),
  );

const noRetryWhenMissing = (failureCount: number, error: unknown) =>
  !isNotFound(error) && failureCount < 2;

export const categoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.category(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    retry: noRetryWhenMissing,
  });

export const categoryProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.categoryProducts(id),
    queryFn: ({ signal }) => getCategoryProducts(id, signal),
    retry: noRetryWhenMissing,
  });

export const useCategory = (id: string) => useQuery(categoryQueryOptions(id));
export const useCategoryProducts = (id: string) => useQuery(categoryProductsQueryOptions(id));
