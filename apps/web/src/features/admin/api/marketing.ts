// Promo codes, banners and shop settings in the back office.
import type { adminBanner } from '@jangbogi/contracts/admin-banners';
import type { PromoCreateInput } from '@jangbogi/contracts/admin-promos';
import type { ShopSettings } from '@jangbogi/contracts/settings';
import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { answer, apiClient, withForm } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminBanner = z.infer<typeof adminBanner>;

export const getPromos = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/promos', { signal })).then((r) => r.promos);
export const promosQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promos(),
    queryFn: ({ signal }) => getPromos(signal),
    staleTime: 0,
  });
export const usePromos = () => useQuery(promosQueryOptions());

export function useCreatePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoCreateInput) => answer(apiClient.POST('/api/admin/promos', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promos() }),
  });
}

export function useSetPromoActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      answer(
        apiClient.PATCH('/api/admin/promos/{id}', {
          params: { path: { id } },
          body: { is_active: active },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promos() }),
  });
}

export const getBanners = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/banners', { signal })).then((r) => r.banners);
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 0,
  });
export const useAdminBanners = () => useQuery(bannersQueryOptions());

function useBannersChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: catalogKeys.banners() });
    return queryClient.invalidateQueries({ queryKey: adminKeys.banners() });
  };
}

export function useUploadBanner() {
  const onChanged = useBannersChanged();
  return useMutation({
    mutationFn: (form: FormData) =>
      answer(apiClient.POST('/api/admin/banners/upload', withForm(form))),
    onSuccess: onChanged,
  });
}

export function useSetBannerActive() {
  const onChanged = useBannersChanged();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      answer(
        apiClient.PATCH('/api/admin/banners/{id}', {
          params: { path: { id } },
          body: { is_active: active },
        }),
      ),
    onSuccess: onChanged,
  });
}

/** A banner's words in both languages; a blank one is cleared. */
export interface BannerWords {
  title: string;
  title_kr: string;
  subtitle: string;
  subtitle_kr: string;
}

export function useUpdateBannerWords() {
  const onChanged = useBannersChanged();
  return useMutation({
    mutationFn: ({ id, words }: { id: string; words: BannerWords }) =>
      answer(apiClient.PATCH('/api/admin/banners/{id}', { params: { path: { id } }, body: words })),
    onSuccess: onChanged,
  });
}

export function useDeleteBanner() {
  const onChanged = useBannersChanged();
  return useMutation({
    mutationFn: (id: string) =>
      answer(apiClient.DELETE('/api/admin/banners/{id}', { params: { path: { id } } })),
    onSuccess: onChanged,
  });
}

export const getSettings = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/settings', { signal }));
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 0,
  });
export const useAdminSettings = () => useQuery(settingsQueryOptions());

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) =>
      answer(apiClient.PUT('/api/admin/settings', { body: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.settings() });
    },
  });
}
