// Category and subcategory changes in the back office. The list itself is `useCategories` in catalog.ts.
import type { NoticeKind } from '@jangbogi/contracts/product-information';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type CategoryKind = 'category' | 'subcategory';

export type CategoryChange =
  | { action: 'create-category'; name: string; name_kr?: string }
  | { action: 'create-subcategory'; categoryId: string; name: string; name_kr?: string }
  | { action: 'rename'; kind: CategoryKind; id: string; name?: string; name_kr?: string }
  | { action: 'move'; kind: CategoryKind; id: string; direction: 'up' | 'down' }
  | { action: 'reparent'; id: string; categoryId: string }
  | { action: 'notice-kind'; id: string; noticeKind: NoticeKind }
  | { action: 'archive' | 'unarchive'; kind: CategoryKind; id: string };

export function sendCategoryChange(change: CategoryChange): Promise<unknown> {
  switch (change.action) {
    case 'create-category':
      return answer(
        apiClient.POST('/api/admin/categories', {
          body: { name: change.name, name_kr: change.name_kr },
        }),
      );
    case 'create-subcategory':
      return answer(
        apiClient.POST('/api/admin/categories/{id}/subcategories', {
          params: { path: { id: change.categoryId } },
          body: { name: change.name, name_kr: change.name_kr },
        }),
      );
    case 'rename': {
      const call = {
        params: { path: { id: change.id } },
        body: { name: change.name, name_kr: change.name_kr },
      };
      return answer(
        change.kind === 'category'
          ? apiClient.PATCH('/api/admin/categories/{id}', call)
          : apiClient.PATCH('/api/admin/subcategories/{id}', call),
      );
    }
    case 'move': {
      const call = { params: { path: { id: change.id } }, body: { direction: change.direction } };
      return answer(
        change.kind === 'category'
          ? apiClient.POST('/api/admin/categories/{id}/move', call)
          : apiClient.POST('/api/admin/subcategories/{id}/move', call),
      );
    }
    case 'notice-kind':
      return answer(
        apiClient.PATCH('/api/admin/categories/{id}', {
          params: { path: { id: change.id } },
          body: { notice_kind: change.noticeKind },
        }),
      );
    case 'reparent':
      return answer(
        apiClient.PATCH('/api/admin/subcategories/{id}', {
          params: { path: { id: change.id } },
          body: { category_id: change.categoryId },
        }),
      );
    case 'archive':
    case 'unarchive':
      return answer(archiveCall(change.kind, change.action, change.id));
  }
}

function archiveCall(kind: CategoryKind, action: 'archive' | 'unarchive', id: string) {
  const call = { params: { path: { id } } };
  if (kind === 'category') {
    return action === 'archive'
      ? apiClient.POST('/api/admin/categories/{id}/archive', call)
      : apiClient.POST('/api/admin/categories/{id}/unarchive', call);
  }
  return action === 'archive'
    ? apiClient.POST('/api/admin/subcategories/{id}/archive', call)
    : apiClient.POST('/api/admin/subcategories/{id}/unarchive', call);
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
