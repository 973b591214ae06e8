import type { SearchResult, TextRange } from '@jangbogi/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAddress } from '@/config/paths';
import { SEARCH_RESULT_LIMIT } from '@/config/catalog-limits';
import { answer, apiClient } from '@/lib/api-client';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-i18n';
import { catalogKeys } from './query-keys';

/**
 * openapi-fetch reads a tuple of the document as a plain array: the highlights' [start, end]
 * ranges are made pairs again.
 */
const asRanges = (ranges: number[][]) =>
  ranges.map(([start = 0, end = 0]): TextRange => [start, end]);

const withRanges = <Hit extends { highlight: { name: number[][]; name_kr: number[][] } }>(
  hit: Hit,
) => ({
  ...hit,
  highlight: { name: asRanges(hit.highlight.name), name_kr: asRanges(hit.highlight.name_kr) },
});

// The page's language goes with the search: names in it rank first (and the answer stays
// cacheable, the language being in the address).
export async function searchProducts(
  text: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const found = await answer(
    apiClient.GET('/api/products/search', { params: { query: { q: text, lang: locale } }, signal }),
  );
  return {
    ...found,
    products: found.products.slice(0, SEARCH_RESULT_LIMIT).map(withRanges),
    categories: found.categories.map(withRanges),
  };
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

/** The query the results endpoint takes for a page's address: the same names, flags as 'true'. */
const resultsQuery = (text: string, address: SearchAddress, locale: Locale) => ({
  q: text,
  lang: locale,
  page: address.page ?? 1,
  category: address.category,
  subcategory: address.subcategory,
  min_price: address.min_price,
  max_price: address.max_price,
  in_stock: address.in_stock ? ('true' as const) : undefined,
  on_sale: address.on_sale ? ('true' as const) : undefined,
  storage: address.storage,
  sort: address.sort,
  literal: address.literal ? ('true' as const) : undefined,
});

/** The results page: every product the header search matches, filtered, sorted, a page of 18. */
export const searchResultsPage = (
  text: string,
  address: SearchAddress,
  locale: Locale,
  signal?: AbortSignal,
) =>
  answer(
    apiClient.GET('/api/products/search/results', {
      params: { query: resultsQuery(text, address, locale) },
      signal,
    }),
  ).then((page) => ({
    ...page,
    products: page.products.map(withRanges),
    categories: page.categories.map(withRanges),
  }));

export const searchPageQueryOptions = (text: string, address: SearchAddress, locale: Locale) =>
  queryOptions({
    queryKey: catalogKeys.searchPage(text, address, locale),
    queryFn: ({ signal }) => searchResultsPage(text, address, locale, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchPage(text: string, address: SearchAddress) {
  const locale = useLocale();
  return useQuery({ ...searchPageQueryOptions(text, address, locale), enabled: text.length > 0 });
}
