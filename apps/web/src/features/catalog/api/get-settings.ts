import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export const getShopSettings = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/settings', { signal }));

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.settings(),
    queryFn: ({ signal }) => getShopSettings(signal),
    staleTime: 30 * 60_000,
  });

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());
