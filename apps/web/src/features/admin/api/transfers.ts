import type {
  ColumnMappingFields,
  ConfirmStatementBody,
} from '@jangbogi/contracts/admin-transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient, withForm } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Uploads a statement for a preview; a manual column mapping goes with it when given. */
export const uploadStatement = (file: File, mapping?: ColumnMappingFields) => {
  const form = new FormData();
  // Fields before the file: the server reads them with the file part.
  for (const [name, value] of Object.entries(mapping ?? {})) if (value) form.append(name, value);
  form.append('file', file);
  return answer(apiClient.POST('/api/admin/transfers/statements', withForm(form)));
};

export const useUploadStatement = () =>
  useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping?: ColumnMappingFields }) =>
      uploadStatement(file, mapping),
  });

export const confirmStatement = (statementId: string, body: ConfirmStatementBody) =>
  answer(
    apiClient.POST('/api/admin/transfers/statements/{statement_id}/confirm', {
      params: { path: { statement_id: statementId } },
      body,
    }),
  );

/** Confirms deposits; the paid orders leave the queue, so every admin list refreshes. */
export function useConfirmStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementId, body }: { statementId: string; body: ConfirmStatementBody }) =>
      confirmStatement(statementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
