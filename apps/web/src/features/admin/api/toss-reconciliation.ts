import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

// The keys stay in this file: admin-keys.ts is in every screen's download.
const reconciliationKeys = {
  day: (date: string) => [...adminKeys.all, 'toss-reconciliation', date] as const,
};

/** Compares the Korean day with Toss's transactions now, and answers every mismatch. */
export const getTossReconciliation = (date: string, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/payments/toss/reconciliation', {
      params: { query: { date } },
      signal,
    }),
  );

export const tossReconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: reconciliationKeys.day(date),
    queryFn: ({ signal }) => getTossReconciliation(date, signal),
    // Each look asks Toss again: a day's transactions change until the day is over.
    staleTime: 0,
  });

export const useTossReconciliation = (date: string) =>
  useQuery(tossReconciliationQueryOptions(date));
