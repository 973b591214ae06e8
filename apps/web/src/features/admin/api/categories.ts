// Category and subcategory changes in the back office. The list itself is `useCategories` in catalog.ts.
import type { NoticeKind } from '@jangbogi/contracts/product-information';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type CategoryKind = 'category' | 'subcategory';

const baseUrl = (kind: CategoryKind, id: string) =>
  `/admin/${kind === 'category' ? 'categories' : 'subcategories'}/${encodeURIComponent(id)}`;

export type CategoryChange =
  | { action: 'create-category'; name: string; name_kr?: string }
  | { action: 'create-subcategory'; categoryId: string; name: string; name_kr?: string }
  | { action: 'rename'; kind: CategoryKind; id: string; name: string }
  | { action: 'move'; kind: CategoryKind; id: string; direction: 'up' | 'down' }
  | { action: 'reparent'; id: string; categoryId: string }
  | { action: 'notice-kind'; id: string; noticeKind: NoticeKind }
  | { action: 'archive' | 'unarchive'; kind: CategoryKind; id: string };

export function sendCategoryChange(change: CategoryChange): Promise<unknown> {
  switch (change.action) {
    case 'create-category':
      return api.post('/admin/categories', { name: change.name, name_kr: change.name_kr });
    case 'create-subcategory':
      return api.post(`${baseUrl('category', change.categoryId)}/subcategories`, {
        name: change.name,
        name_kr: change.name_kr,
      });
    case 'rename':
      return api.patch(baseUrl(change.kind, change.id), { name: change.name });
    case 'move':
      return api.post(`${baseUrl(change.kind, change.id)}/move`, { direction: change.direction });
    case 'notice-kind':
      return api.patch(baseUrl('category', change.id), { notice_kind: change.noticeKind });
    case 'reparent':
      return api.patch(baseUrl('subcategory', change.id), { category_id: change.categoryId });
    case 'archive':
    case 'unarchive':
      return api.post(`${baseUrl(change.kind, change.id)}/${change.action}`);
  }
}

/** One mutation for every change: the tree and the storefront menus refresh after each. */
export function useCategoryChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCategoryChange,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
