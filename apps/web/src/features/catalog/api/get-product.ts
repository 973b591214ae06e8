import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient, isNotFound } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getProduct = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/products/{id}', { params: { path: { id } }, signal }));

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // An unknown id will not appear on a retry.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 2,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
