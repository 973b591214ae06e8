import { useSearchParams } from 'react-router-dom';
import {
  CASH_RECEIPT_FILTERS,
  useCashReceipts,
  useCashReceiptsExport,
  type CashReceiptFilter,
} from '@/features/admin/api/cash-receipts';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { CashReceiptRow } from '@/features/admin/components/cash-receipt-row';
import { QueryState } from '@/features/admin/components/query-state';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';

const FILTER_LABELS = {
  due: 'admin.receipts.filter.due',
  overdue: 'admin.receipts.filter.overdue',
  issued: 'admin.receipts.filter.issued',
  all: 'admin.receipts.filter.all',
} as const;

const isFilter = (value: string | null): value is CashReceiptFilter =>
  CASH_RECEIPT_FILTERS.some((filter) => filter === value);

export default function CashReceiptsRoute() {
  const t = useT();
  const messageOf = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: CashReceiptFilter = isFilter(requested) ? requested : 'due';
  const { data, error, isLoading } = useCashReceipts(status);
  const exporting = useCashReceiptsExport();

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.receipts.title')}</h1>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            disabled={exporting.isPending}
            onClick={() => exporting.mutate(status)}
          >
            {t('admin.receipts.export')}
          </button>
        </div>
      </div>
      <p className={styles.muted}>{t('admin.receipts.intro')}</p>
      {exporting.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(exporting.error, t('admin.receipts.exportFailed'))}
        </p>
      )}
      <div className={styles.tabs} role="group" aria-label={t('admin.receipts.filters')}>
        {CASH_RECEIPT_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`${styles.button} ${filter === 'overdue' ? styles.danger : ''}`}
            aria-current={filter === status ? 'page' : undefined}
            onClick={() => setParams(filter === 'due' ? {} : { status: filter })}
          >
            {t(FILTER_LABELS[filter])}
          </button>
        ))}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <AdminTable
          columns={[
            { label: t('admin.receipts.column.order') },
            { label: t('admin.receipts.column.kind') },
            { label: t('admin.receipts.column.purpose') },
            { label: t('admin.receipts.column.identifier') },
            { label: t('admin.receipts.column.amount'), numeric: true },
            { label: t('admin.receipts.column.dueDate') },
            { label: t('admin.receipts.column.status') },
            { label: t('admin.receipts.column.approval') },
          ]}
          rowCount={data.receipts.length}
          emptyText={t('admin.receipts.empty')}
        >
          {data.receipts.map((receipt) => (
            <CashReceiptRow key={receipt._id} receipt={receipt} />
          ))}
        </AdminTable>
      )}
    </>
  );
}
