import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-i18n';
import { downloadAdminFile } from './download';
import type { OrderFilters } from './orders';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads the filtered orders as a file: every matching order, not one page of them, with its
 * headers and values in the back office's language.
 */
export const downloadOrdersExport = (
  filters: OrderFilters,
  format: ExportFormat,
  language: Locale,
) =>
  downloadAdminFile(
    '/admin/orders/export',
    { ...filters, page: undefined, format },
    `orders.${format}`,
    language,
  );

export const useOrdersExport = () => {
  const language = useLocale();
  return useMutation({
    mutationFn: ({ filters, format }: { filters: OrderFilters; format: ExportFormat }) =>
      downloadOrdersExport(filters, format, language),
  });
};
