import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';

export const deliveryDayKeys = {
  all: ['delivery-days'] as const,
};

export const getDeliveryDays = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/delivery/days', { signal }));

export const deliveryDaysQueryOptions = () =>
  queryOptions({
    queryKey: deliveryDayKeys.all,
    queryFn: ({ signal }) => getDeliveryDays(signal),
    // The room left changes as others order; a minute old is fresh enough to choose from.
    staleTime: 60_000,
  });

export const useDeliveryDays = () => useQuery(deliveryDaysQueryOptions());
