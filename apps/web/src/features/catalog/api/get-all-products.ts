import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getAllProducts = (page: number, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/productsOP/all_products', { params: { query: { page } }, signal }));

export const allProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: catalogKeys.productPage(page),
    queryFn: ({ signal }) => getAllProducts(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAllProducts = (page: number) => useQuery(allProductsQueryOptions(page));
