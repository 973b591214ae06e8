// 거래 대사: a day's card, easy-pay and virtual-account payments compared with Toss's own
// transactions. The nightly job checks yesterday; here the team picks any day and checks it now.
import type { ReconciliationMismatch } from '@jangbogi/contracts/payments';
import { addDays } from '@jangbogi/contracts/korea-time';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useTossReconciliation } from '@/features/admin/api/toss-reconciliation';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { koreanToday } from '@/features/admin/components/format';
import { QueryState } from '@/features/admin/components/query-state';
import { useFormat, useT } from '@/i18n/use-i18n';

const KIND_LABELS = {
  missing_at_toss: 'admin.reconciliation.kind.missing_at_toss',
  missing_in_shop: 'admin.reconciliation.kind.missing_in_shop',
  amount_differs: 'admin.reconciliation.kind.amount_differs',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function MismatchRow({ mismatch }: { mismatch: ReconciliationMismatch }) {
  const t = useT();
  const format = useFormat();
  return (
    <tr className={styles.overdue}>
      <td className={styles.nowrap}>
        {mismatch.order_number ? (
          // The widget's orderId is the order's own id.
          <AppLink to={paths.adminOrder.getHref(mismatch.toss_order_id)}>
            {mismatch.order_number}
          </AppLink>
        ) : (
          <>
            {t('admin.reconciliation.unknownOrder')}
            <div className={styles.muted}>{mismatch.toss_order_id}</div>
          </>
        )}
      </td>
      <td className={styles.num}>{format.won(mismatch.toss_amount)}</td>
      <td className={styles.num}>{format.won(mismatch.shop_amount)}</td>
      <td className={styles.wordy}>{t(KIND_LABELS[mismatch.kind])}</td>
      <td className={`${styles.muted} ${styles.key}`}>{mismatch.payment_key ?? '-'}</td>
    </tr>
  );
}

export default function TossReconciliationRoute() {
  const t = useT();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  // The nightly pass checks yesterday (Korea time); so does this screen until told otherwise.
  const date = requested && DAY.test(requested) ? requested : addDays(koreanToday(), -1).date;
  const [picked, setPicked] = useState(date);
  const { data, error, isLoading, isFetching, refetch } = useTossReconciliation(date);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (picked === date) void refetch();
    else if (DAY.test(picked)) setParams({ date: picked });
  };

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.reconciliation.title')}</h1>
      </div>
      <p className={styles.muted}>{t('admin.reconciliation.intro')}</p>
      <form className={styles.filters} onSubmit={check}>
        <FormField density="compact" label={t('admin.reconciliation.date')}>
          <input
            type="date"
            className={styles.input}
            value={picked}
            max={koreanToday()}
            required
            onChange={(event) => setPicked(event.target.value)}
          />
        </FormField>
        <button type="submit" className={styles.primary} disabled={isFetching}>
          {t('admin.reconciliation.check')}
        </button>
      </form>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <>
          <p aria-live="polite">
            {t('admin.reconciliation.summary', {
              day: format.day(data.date),
              matched: data.matched,
              mismatches: data.mismatches.length,
              transactions: data.toss_transactions,
            })}
            <span className={styles.muted}>
              {' · '}
              {t('admin.reconciliation.checkedAt', { time: format.dateTime(data.checked_at) })}
            </span>
          </p>
          <AdminTable
            columns={[
              { label: t('admin.reconciliation.column.order') },
              // The two figures first: on a phone they are what shows beside the order.
              { label: t('admin.reconciliation.column.toss'), numeric: true },
              { label: t('admin.reconciliation.column.shop'), numeric: true },
              { label: t('admin.reconciliation.column.reason') },
              { label: t('admin.reconciliation.column.paymentKey') },
            ]}
            rowCount={data.mismatches.length}
            emptyText={t('admin.reconciliation.empty')}
          >
            {data.mismatches.map((mismatch) => (
              <MismatchRow key={mismatch.toss_order_id} mismatch={mismatch} />
            ))}
          </AdminTable>
        </>
      )}
    </>
  );
}
