import type { PagedProducts, ProductSummary } from '@jangbogi/contracts/catalog';
import { SEARCH_RESULT_LIMIT } from '@/config/catalog-limits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-i18n';
import { catalogKeys } from './query-keys';

// The page's language goes with the search: names in it rank first (and the answer stays
// cacheable, the language being in the address).
export async function searchProducts(
  text: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const { products } = await api.get<{ products: ProductSummary[] }>('/products/search', {
    query: { q: text, lang: locale },
    signal,
  });
  return products.slice(0, SEARCH_RESULT_LIMIT);
}

export const searchProductsQueryOptions = (text: string, locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.search(text, locale),
    queryFn: ({ signal }) => searchProducts(text, locale, signal),
    staleTime: 60_000,
  });

export function useProductSearch(text: string) {
  const locale = useLocale();
  return useQuery({ ...searchProductsQueryOptions(text, locale), enabled: text.length > 0 });
}

/** The results page: every product the header search matches, a page of the shop grid's size. */
export const searchResultsPage = (
  text: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
) =>
  api.get<PagedProducts>('/products/search/results', {
    query: { q: text, page, lang: locale },
    signal,
  });

export const searchPageQueryOptions = (text: string, page: number, locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.searchPage(text, page, locale),
    queryFn: ({ signal }) => searchResultsPage(text, page, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchPage(text: string, page: number) {
  const locale = useLocale();
  return useQuery({ ...searchPageQueryOptions(text, page, locale), enabled: text.length > 0 });
}
