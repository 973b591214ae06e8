import type { ImportApplyLine, ImportCounts } from '@jangbogi/contracts/admin-catalogue-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  answer,
  apiClient,
  ApiError,
  apiErrorOf,
  authHeaders,
  buildUrl,
  withForm,
} from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { downloadAdminFile } from './download';

export type CatalogueFileFormat = 'xlsx' | 'csv';

export interface CatalogueUpload {
  sheet: File;
  images: File | null;
}

function formOf({ sheet, images }: CatalogueUpload): FormData {
  const form = new FormData();
  form.append('file', sheet);
  if (images) form.append('images', images);
  return form;
}

/** Each row of the sheet as new, changed or refused; nothing is written. */
export const previewCatalogueImport = (upload: CatalogueUpload) =>
  answer(apiClient.POST('/api/admin/products/import/preview', withForm(formOf(upload))));

export const usePreviewCatalogueImport = () => useMutation({ mutationFn: previewCatalogueImport });

/**
 * Applies the sheet. The answer is a line of JSON per step (progress, then done or failed), read
 * as it arrives so the page can move its progress bar: a raw request, since openapi-fetch reads
 * an answer whole.
 */
export async function applyCatalogueImport(
  upload: CatalogueUpload,
  language: string,
  onProgress: (done: number, total: number) => void,
): Promise<ImportCounts> {
  const response = await fetch(buildUrl('/admin/products/import/apply'), {
    method: 'POST',
    headers: { ...authHeaders(), 'Accept-Language': language },
    body: formOf(upload),
  });
  if (!response.ok || !response.body) throw await apiErrorOf(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffered += value ?? '';
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) {
      // One answer of many lines, which the document cannot describe: typed by the contract.
      const line = JSON.parse(text) as ImportApplyLine;
      if (line.type === 'progress') onProgress(line.done, line.total);
      if (line.type === 'done') return line.counts;
      if (line.type === 'failed') throw new ApiError(500, line);
    }
    if (done) throw new ApiError(0, { message: 'The connection closed before the import ended.' });
  }
}

/** The new and changed products show in every admin list afterwards. */
export function useApplyCatalogueImport(onProgress: (done: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, language }: { upload: CatalogueUpload; language: string }) =>
      applyCatalogueImport(upload, language, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const downloadCatalogueFile = (
  kind: 'template' | 'export',
  format: CatalogueFileFormat,
  language: string,
) =>
  downloadAdminFile(
    kind === 'template' ? '/admin/products/import/template' : '/admin/products/export',
    { format },
    `products.${format}`,
    language,
  );

export const useDownloadCatalogueFile = () =>
  useMutation({
    mutationFn: (file: {
      kind: 'template' | 'export';
      format: CatalogueFileFormat;
      language: string;
    }) => downloadCatalogueFile(file.kind, file.format, file.language),
  });
