import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answer, apiClient, type Send, withForm } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const PROOF_FIELD = 'screenshot';

/** The transfer screenshot goes up with XMLHttpRequest because fetch cannot report upload progress. */
const sendReportingProgress =
  (onProgress?: (percent: number) => void): Send =>
  (url, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method, url);
      init.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'text/plain' },
          }),
        );
      xhr.onerror = () => reject(new TypeError('Network error'));
      init.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(init.body ?? null);
    });

export function uploadProof(orderId: string, file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append(PROOF_FIELD, file);
  return answer(
    apiClient.POST('/api/orders/{orderId}/upload-proof', {
      params: { path: { orderId } },
      ...withForm(form, sendReportingProgress(onProgress)),
    }),
  );
}

/** Uploads a proof and tracks its progress (0-100) for the progress bar. */
export function useUploadProof(orderId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProof(orderId, file, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  return { ...mutation, progress };
}
