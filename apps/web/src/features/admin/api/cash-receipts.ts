import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { downloadAdminFile } from './download';

// The receipts' query keys stay in this file: admin-keys.ts is in every screen's download, and the
// order page is at its size budget.
const cashReceiptKeys = {
  all: () => [...adminKeys.all, 'cash-receipts'] as const,
  list: (status: CashReceiptFilter) => [...cashReceiptKeys.all(), 'list', status] as const,
};

export const CASH_RECEIPT_FILTERS = ['due', 'overdue', 'issued', 'all'] as const;
export type CashReceiptFilter = (typeof CASH_RECEIPT_FILTERS)[number];

export const getCashReceipts = (status: CashReceiptFilter, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/cash-receipts', { params: { query: { status } }, signal }));

export const cashReceiptsQueryOptions = (status: CashReceiptFilter) =>
  queryOptions({
    queryKey: cashReceiptKeys.list(status),
    queryFn: ({ signal }) => getCashReceipts(status, signal),
    staleTime: 0,
  });
export const useCashReceipts = (status: CashReceiptFilter) =>
  useQuery(cashReceiptsQueryOptions(status));

export const recordCashReceiptIssued = (id: string, approvalNumber: string) =>
  answer(
    apiClient.POST('/api/admin/cash-receipts/{id}/issued', {
      params: { path: { id } },
      body: { approval_number: approvalNumber },
    }),
  );

/** Records a receipt as issued in Hometax; every receipt tab refreshes. */
export function useRecordCashReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approvalNumber }: { id: string; approvalNumber: string }) =>
      recordCashReceiptIssued(id, approvalNumber),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashReceiptKeys.all() }),
  });
}

/** The tab's receipts as CSV, for Hometax or the accountant. */
export const useCashReceiptsExport = () =>
  useMutation({
    mutationFn: (status: CashReceiptFilter) =>
      downloadAdminFile('/admin/cash-receipts/export', { status }, 'cash-receipts.csv'),
  });
