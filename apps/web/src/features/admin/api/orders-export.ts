import { useMutation } from '@tanstack/react-query';
import { downloadAdminFile } from './download';
import type { OrderFilters } from './orders';

export type ExportFormat = 'csv' | 'xlsx';

/** Downloads the filtered orders as a file: every matching order, not one page of them. */
export const downloadOrdersExport = (filters: OrderFilters, format: ExportFormat) =>
  downloadAdminFile(
    '/admin/orders/export',
    { ...filters, page: undefined, format },
    `orders.${format}`,
  );

export const useOrdersExport = () =>
  useMutation({
    mutationFn: ({ filters, format }: { filters: OrderFilters; format: ExportFormat }) =>
      downloadOrdersExport(filters, format),
  });
