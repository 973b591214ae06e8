// Products, categories and product images in the back office.
import type {
  adminCategory,
  AdminProduct,
  ProductCreateBody,
  ProductPatchBody,
  StockAdjustmentBody,
} from '@jangbogi/contracts/admin-catalog';
import { compactNotice, type NoticeValues } from '@jangbogi/contracts/product-information';
import type { z } from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { answer, apiClient, withForm } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface ProductFilters {
  q?: string;
  archived?: 'true' | 'false' | 'all';
  low_stock?: 'true';
  page?: number;
}
export type AdminCategory = z.infer<typeof adminCategory>;

/** The notice as the API reads it: only the fields that have a value. */
const withCompactNotice = <Body extends { notice?: NoticeValues | undefined }>(body: Body) => ({
  ...body,
  notice: body.notice && compactNotice(body.notice),
});

export const getProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/products', { params: { query: { ...filters, limit: 25 } }, signal }),
  );
export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: adminKeys.productList(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useProducts = (filters: ProductFilters) => useQuery(productsQueryOptions(filters));

export const getProduct = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/products/{id}', { params: { path: { id } }, signal }));
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });
export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const getCategories = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/categories', { signal })).then((r) => r.categories);
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
export const useCategories = () => useQuery(categoriesQueryOptions());

/** After any product change: the back office lists and the storefront's catalogue refresh. */
function useProductSaved() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(adminKeys.product(product._id), product);
    void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  };
}

export function useUpdateProduct() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProductPatchBody }) =>
      answer(
        apiClient.PATCH('/api/admin/products/{id}', {
          params: { path: { id } },
          body: withCompactNotice(changes),
        }),
      ),
    onSuccess: onSaved,
  });
}

export const getStockMovements = (id: string, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/products/{id}/stock', { params: { path: { id } }, signal }),
  ).then((r) => r.movements);
export const stockMovementsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.stockMovements(id),
    queryFn: ({ signal }) => getStockMovements(id, signal),
    staleTime: 0,
  });
export const useStockMovements = (id: string) => useQuery(stockMovementsQueryOptions(id));

/** Stock moves by a delta with a reason; it never sends back a stock figure it loaded. */
export function useAdjustStock() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, adjustment }: { id: string; adjustment: StockAdjustmentBody }) =>
      answer(
        apiClient.POST('/api/admin/products/{id}/stock', {
          params: { path: { id } },
          body: adjustment,
        }),
      ),
    onSuccess: onSaved,
  });
}

export function useCreateProduct() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: (body: ProductCreateBody) =>
      answer(apiClient.POST('/api/admin/products', { body: withCompactNotice(body) })),
    onSuccess: onSaved,
  });
}

export function useSetArchived() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      answer(
        archived
          ? apiClient.POST('/api/admin/products/{id}/archive', { params: { path: { id } } })
          : apiClient.POST('/api/admin/products/{id}/unarchive', { params: { path: { id } } }),
      ),
    onSuccess: onSaved,
  });
}

export function useUploadProductImage() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return answer(
        apiClient.POST('/api/admin/products/{id}/images', {
          params: { path: { id } },
          ...withForm(form),
        }),
      );
    },
    onSuccess: onSaved,
  });
}

export function useArrangeProductImages() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, mainImageId }: { id: string; mainImageId: string }) =>
      answer(
        apiClient.PATCH('/api/admin/products/{id}/images', {
          params: { path: { id } },
          body: { main_image_id: mainImageId },
        }),
      ),
    onSuccess: onSaved,
  });
}

export function useDeleteProductImage() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: string; imageId: string }) =>
      answer(
        apiClient.DELETE('/api/admin/products/{id}/images/{imageId}', {
          params: { path: { id, imageId } },
        }),
      ),
    onSuccess: onSaved,
  });
}
