import { useMutation } from '@tanstack/react-query';
import { ApiError, authHeaders, buildUrl } from '@/lib/api-client';
import type { OrderFilters } from './orders';

export type ExportFormat = 'csv' | 'xlsx';

/** Downloads the filtered orders as a file; a link cannot carry the sign-in header. */
export async function downloadOrdersExport(filters: OrderFilters, format: ExportFormat) {
  // Every matching order, not one page of them.
  const query = { ...filters, page: undefined, format };
  const response = await fetch(buildUrl('/admin/orders/export', query), { headers: authHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw new ApiError(response.status, body);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `orders.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useOrdersExport = () =>
  useMutation({
    mutationFn: ({ filters, format }: { filters: OrderFilters; format: ExportFormat }) =>
      downloadOrdersExport(filters, format),
  });
