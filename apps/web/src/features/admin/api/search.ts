// Search in the back office: the synonyms the shop team keeps, and what shoppers searched for.
import type { SynonymCreateBody } from '@jangbogi/contracts/admin-search';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type ReportDays = 7 | 30;

export const getSynonyms = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/search/synonyms', { signal })).then((r) => r.synonyms);
export const synonymsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.synonyms(),
    queryFn: ({ signal }) => getSynonyms(signal),
    staleTime: 0,
  });
export const useSynonyms = () => useQuery(synonymsQueryOptions());

/** A synonym changes what searches find at once: the shop's cached searches go too. */
function useSynonymsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogKeys.products() });
    return queryClient.invalidateQueries({ queryKey: adminKeys.synonyms() });
  };
}

export const createSynonym = (body: SynonymCreateBody) =>
  answer(apiClient.POST('/api/admin/search/synonyms', { body }));
export function useCreateSynonym() {
  const onChanged = useSynonymsChanged();
  return useMutation({ mutationFn: createSynonym, onSuccess: onChanged });
}

export const deleteSynonym = (id: string) =>
  answer(apiClient.DELETE('/api/admin/search/synonyms/{id}', { params: { path: { id } } }));
export function useDeleteSynonym() {
  const onChanged = useSynonymsChanged();
  return useMutation({ mutationFn: deleteSynonym, onSuccess: onChanged });
}

export const getSearchReport = (days: ReportDays, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/search/report', {
      params: { query: { days: days === 7 ? '7' : '30' } },
      signal,
    }),
  );
export const searchReportQueryOptions = (days: ReportDays) =>
  queryOptions({
    queryKey: adminKeys.searchReport(days),
    queryFn: ({ signal }) => getSearchReport(days, signal),
    staleTime: 0,
  });
export const useSearchReport = (days: ReportDays) => useQuery(searchReportQueryOptions(days));
