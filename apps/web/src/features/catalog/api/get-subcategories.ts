import type { Subcategory } from '@jangbogi/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getSubcategories = (signal?: AbortSignal) =>
  api.get<Subcategory[]>('/subcategories', { signal });

export const subcategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.subcategories(),
    queryFn: ({ signal }) => getSubcategories(signal),
    staleTime: 10 * 60_000,
  });

export const useSubcategories = () => useQuery(subcategoriesQueryOptions());

export interface SubcategoryGroup {
  name: string;
  categoryId: string | null;
  subcategories: Subcategory[];
}

export const OTHER_GROUP = 'Other';

/** Groups subcategories under their category's name; ones without a category go under 'Other', last. */
export function groupByCategory(subcategories: readonly Subcategory[]): SubcategoryGroup[] {
  const groups = new Map<string, SubcategoryGroup>();
  let other: SubcategoryGroup | undefined;
  for (const subcategory of subcategories) {
    const categoryName = subcategory.category_id?.name?.trim();
    if (!categoryName) {
      other ??= { name: OTHER_GROUP, categoryId: null, subcategories: [] };
      other.subcategories.push(subcategory);
      continue;
    }
    const key = subcategory.category_id._id;
    const group = groups.get(key) ?? { name: categoryName, categoryId: key, subcategories: [] };
    group.subcategories.push(subcategory);
    groups.set(key, group);
  }
  return other ? [...groups.values(), other] : [...groups.values()];
}
