import type { Banner } from '@jangbogi/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export async function getActiveBanners(signal?: AbortSignal): Promise<Banner[]> {
  const { banners } = await answer(apiClient.GET('/api/banners', { signal }));
  return banners.filter((banner) => banner.isActive);
}

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.banners(),
    queryFn: ({ signal }) => getActiveBanners(signal),
  });

export const useBanners = () => useQuery(bannersQueryOptions());
