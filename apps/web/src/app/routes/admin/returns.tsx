import { returnStatuses } from '@jangbogi/contracts/return-rules';
import { useSearchParams } from 'react-router-dom';
import { useReturns, type ReturnFilter } from '@/features/admin/api/returns';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { QueryState } from '@/features/admin/components/query-state';
import { ReturnRow } from '@/features/admin/components/return-row';
import { RETURN_STATUS_LABELS } from '@/features/orders/components/return-labels';
import { useT } from '@/i18n/use-i18n';

const FILTERS: ReturnFilter[] = [...returnStatuses, 'all'];
const isFilter = (value: string | null): value is ReturnFilter =>
  FILTERS.some((filter) => filter === value);

export default function ReturnsRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ReturnFilter = isFilter(requested) ? requested : 'requested';
  const { data, error, isLoading } = useReturns(status);

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.returns.title')}</h1>
      </div>
      <p className={styles.muted}>{t('admin.returns.intro')}</p>
      <div className={styles.tabs} role="group" aria-label={t('admin.returns.filters')}>
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles.button}
            aria-current={filter === status ? 'page' : undefined}
            onClick={() => setParams(filter === 'requested' ? {} : { status: filter })}
          >
            {filter === 'all' ? t('admin.returns.filter.all') : t(RETURN_STATUS_LABELS[filter])}
          </button>
        ))}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <AdminTable
          columns={[
            { label: t('admin.returns.column.requested') },
            { label: t('admin.returns.column.order') },
            { label: t('admin.returns.column.items') },
            { label: t('admin.returns.column.reason') },
            { label: t('admin.returns.column.photos') },
            { label: t('admin.returns.column.status') },
            {},
          ]}
          rowCount={data.returns.length}
          emptyText={t('admin.returns.empty')}
        >
          {data.returns.map((request) => (
            <ReturnRow key={request._id} request={request} />
          ))}
        </AdminTable>
      )}
    </>
  );
}
