// The transfer screenshot goes up with XMLHttpRequest because fetch cannot report upload progress.
import type { UploadProofResponse } from '@jangbogi/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, authHeaders, buildUrl } from '@/lib/api-client';
import { orderKeys } from './query-keys';

export const PROOF_FIELD = 'screenshot';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function uploadProof(
  orderId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadProofResponse> {
  const form = new FormData();
  form.append(PROOF_FIELD, file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/orders/${encodeURIComponent(orderId)}/upload-proof`));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadProofResponse);
      else reject(new ApiError(xhr.status, body ?? {}));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, { message: 'Network error. Please check your connection.' }));
    xhr.send(form);
  });
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
