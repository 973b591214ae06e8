import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getProductsBySubcategory = (subcategoryId: string, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/products/by-subcategories', {
      params: { query: { ids: subcategoryId } },
      signal,
    }),
  );

export const relatedProductsQueryOptions = (subcategoryId: string) =>
  queryOptions({
    queryKey: catalogKeys.related(subcategoryId),
    queryFn: ({ signal }) => getProductsBySubcategory(subcategoryId, signal),
  });

/** 'More Products You May Like': the same subcategory without the product being viewed. */
export const useRelatedProducts = (subcategoryId: string | undefined, excludeId: string) =>
  useQuery({
    ...relatedProductsQueryOptions(subcategoryId ?? ''),
    enabled: Boolean(subcategoryId),
    select: (data) => data.products.filter((product) => product._id !== excludeId),
  });
