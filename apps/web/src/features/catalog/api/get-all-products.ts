import type { PagedProducts } from '@jangbogi/contracts/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getAllProducts = (page: number, signal?: AbortSignal) =>
  api.get<PagedProducts>('/productsOP/all_products', { query: { page }, signal });

export const allProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: catalogKeys.productPage(page),
    queryFn: ({ signal }) => getAllProducts(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAllProducts = (page: number) => useQuery(allProductsQueryOptions(page));
