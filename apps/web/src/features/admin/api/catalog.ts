// Products, categories and product images in the back office.
import type {
  adminCategory,
  AdminProduct,
  adminProductList,
  ProductCreateBody,
  ProductPatchBody,
  StockAdjustmentBody,
  stockMovementList,
} from '@jangbogi/contracts/admin-catalog';
import type { z } from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface ProductFilters {
  q?: string;
  archived?: 'true' | 'false' | 'all';
  low_stock?: 'true';
  page?: number;
}
type ProductList = z.infer<typeof adminProductList>;
type StockMovementList = z.infer<typeof stockMovementList>;
export type AdminCategory = z.infer<typeof adminCategory>;

const productUrl = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

export const getProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  api.get<ProductList>('/admin/products', { query: { ...filters, limit: 25 }, signal });
export const productsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: adminKeys.productList(filters),
    queryFn: ({ signal }) => getProducts(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useProducts = (filters: ProductFilters) => useQuery(productsQueryOptions(filters));

export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<AdminProduct>(productUrl(id), { signal });
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });
export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const getCategories = (signal?: AbortSignal) =>
  api
    .get<{ categories: AdminCategory[] }>('/admin/categories', { signal })
    .then((r) => r.categories);
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
      api.patch<AdminProduct>(productUrl(id), changes),
    onSuccess: onSaved,
  });
}

export const getStockMovements = (id: string, signal?: AbortSignal) =>
  api.get<StockMovementList>(`${productUrl(id)}/stock`, { signal }).then((r) => r.movements);
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
      api.post<AdminProduct>(`${productUrl(id)}/stock`, adjustment),
    onSuccess: onSaved,
  });
}

export function useCreateProduct() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: (body: ProductCreateBody) => api.post<AdminProduct>('/admin/products', body),
    onSuccess: onSaved,
  });
}

export function useSetArchived() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api.post<AdminProduct>(`${productUrl(id)}/${archived ? 'archive' : 'unarchive'}`),
    onSuccess: onSaved,
  });
}

export function useUploadProductImage() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<AdminProduct>(`${productUrl(id)}/images`, form);
    },
    onSuccess: onSaved,
  });
}

export function useArrangeProductImages() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, mainImageId }: { id: string; mainImageId: string }) =>
      api.patch<AdminProduct>(`${productUrl(id)}/images`, { main_image_id: mainImageId }),
    onSuccess: onSaved,
  });
}

export function useDeleteProductImage() {
  const onSaved = useProductSaved();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: string; imageId: string }) =>
      api.delete<AdminProduct>(`${productUrl(id)}/images/${encodeURIComponent(imageId)}`),
    onSuccess: onSaved,
  });
}
