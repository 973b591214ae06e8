import type { Subcategory } from '@jangbogi/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getSubcategories = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/subcategories', { signal }));

export const subcategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.subcategories(),
    queryFn: ({ signal }) => getSubcategories(signal),
    staleTime: 10 * 60_000,
  });

export const useSubcategories = () => useQuery(subcategoriesQueryOptions());

export interface SubcategoryGroup {
  /** The category's names (both languages); null for the subcategories without one. */
  category: { name: string; name_kr?: string | null } | null;
  categoryId: string | null;
  subcategories: Subcategory[];
}

/** Groups subcategories under their category; ones without a category go in a last group. */
export function groupByCategory(subcategories: readonly Subcategory[]): SubcategoryGroup[] {
  const groups = new Map<string, SubcategoryGroup>();
  let other: SubcategoryGroup | undefined;
  for (const subcategory of subcategories) {
    const category = subcategory.category_id;
    if (!category?.name?.trim()) {
      other ??= { category: null, categoryId: null, subcategories: [] };
      other.subcategories.push(subcategory);
      continue;
    }
    const key = category._id;
    const group = groups.get(key) ?? { category, categoryId: key, subcategories: [] };
    group.subcategories.push(subcategory);
    groups.set(key, group);
  }
  return other ? [...groups.values(), other] : [...groups.values()];
}
