// The couriers' bulk sheets from the packing screen: the day's waybills out, tracking numbers in.
import type { WaybillCourier } from '@jangbogi/contracts/waybills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-i18n';
import { answer, apiClient, withForm } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { downloadAdminFile } from './download';

export type SheetFormat = 'csv' | 'xlsx';

/** The delivery day's packed orders in the courier's bulk waybill sheet. */
export const downloadWaybills = (
  date: string,
  courier: WaybillCourier,
  format: SheetFormat,
  language: Locale,
) =>
  downloadAdminFile(
    '/admin/orders/waybills',
    { date, courier, format },
    `waybills-${courier}-${date}.${format}`,
    language,
  );

export const useDownloadWaybills = () => {
  const language = useLocale();
  return useMutation({
    mutationFn: (sheet: { date: string; courier: WaybillCourier; format: SheetFormat }) =>
      downloadWaybills(sheet.date, sheet.courier, sheet.format, language),
  });
};

/** Reads a courier's tracking-number file: a preview, or with `apply` the valid rows shipped. */
export const importTracking = (file: File, courier: WaybillCourier, apply: boolean) => {
  const form = new FormData();
  form.append('file', file);
  return answer(
    apiClient.POST('/api/admin/orders/tracking-import', {
      params: { query: { courier, apply: apply ? 'true' : 'false' } },
      ...withForm(form),
    }),
  );
};

/** Shipping orders changes every admin list, so they all refresh after an apply. */
export const useImportTracking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      courier,
      apply,
    }: {
      file: File;
      courier: WaybillCourier;
      apply: boolean;
    }) => importTracking(file, courier, apply),
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
};
