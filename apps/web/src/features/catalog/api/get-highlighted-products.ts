import type { ProductSummary } from '@jangbogi/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { getAllProducts } from './get-all-products';
import { catalogKeys } from './query-keys';

const hasPrice = (product: ProductSummary) =>
  product.price > 0 && (!product.is_on_sale || (product.sale_price ?? 0) > 0);

/**
 * The 'On Sale' carousel: highlighted products, or, when there are none or the call fails,
 * the on-sale products of the first page of the full list.
 */
export async function getHighlightedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  try {
    const { products } = await answer(apiClient.GET('/api/productsOP/highlighted', { signal }));
    const usable = products.filter(hasPrice);
    if (usable.length > 0) return usable;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  const { products } = await getAllProducts(1, signal);
  return products.filter((product) => product.is_on_sale && hasPrice(product));
}

export const highlightedProductsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.highlighted(),
    queryFn: ({ signal }) => getHighlightedProducts(signal),
  });

export const useHighlightedProducts = () => useQuery(highlightedProductsQueryOptions());
