import { paths } from '@/config/paths';
import { useOrderAction, useReviewQueue } from '@/features/admin/api/orders';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { ACTION_LABELS, formatAge } from '@/features/admin/components/format';
import { useFormat, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { QueryState } from '@/features/admin/components/query-state';
import { PaymentStatusBadge } from '@/features/admin/components/status-badge';
import { AppLink } from '@/components/app-link';

export default function TransfersRoute() {
  const t = useT();
  const format = useFormat();
  const messageOf = useErrorMessage();
  const { data, error, isLoading } = useReviewQueue();
  const action = useOrderAction();
  const busyId = action.isPending ? action.variables.id : null;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.transfers.title')}</h1>
        {data && (
          <span className={styles.muted}>
            {t('admin.transfers.waiting', { count: data.orders.length })}
          </span>
        )}
        <AppLink to={paths.adminTransferImport.getHref()} className={styles.primary}>
          {t('admin.transfers.import')}
        </AppLink>
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {action.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(action.error, t('admin.loadFailed'))}
        </p>
      )}
      {data && (
        <AdminTable
          columns={[
            { label: t('admin.transfers.column.order') },
            { label: t('admin.transfers.column.depositor') },
            { label: t('admin.transfers.column.amountDue'), numeric: true },
            { label: t('admin.transfers.column.proof') },
            { label: t('admin.transfers.column.age') },
            { label: t('admin.transfers.column.payment') },
            {},
          ]}
          rowCount={data.orders.length}
          emptyText={t('admin.transfers.empty')}
        >
          {data.orders.map((entry) => (
            <tr
              key={entry._id}
              aria-label={t('admin.transfers.order', { orderNumber: entry.order_number })}
            >
              <td>
                <AppLink to={paths.adminOrder.getHref(entry._id)}>{entry.order_number}</AppLink>
                <div className={styles.muted} data-customer-text="">
                  {entry.customer_name}
                </div>
              </td>
              <td>
                <strong>{entry.depositor_name ?? '—'}</strong>
              </td>
              <td className={styles.num}>
                <strong>{format.won(entry.amount_due)}</strong>
              </td>
              <td>
                {entry.proof_url ? (
                  <a
                    href={entry.proof_url}
                    target="_blank"
                    rel="noreferrer"
                    title={t('admin.transfers.openFullSize')}
                  >
                    <img
                      src={entry.proof_url}
                      alt={t('admin.transfers.proofAlt', { orderNumber: entry.order_number })}
                      className={styles.proof}
                    />
                  </a>
                ) : (
                  <span className={styles.muted}>{t('admin.transfers.noProof')}</span>
                )}
                {entry.proof_uploaded_at && (
                  <div className={styles.muted}>{format.dateTime(entry.proof_uploaded_at)}</div>
                )}
              </td>
              <td title={format.dateTime(entry.placed_at)}>{formatAge(entry.age_hours, t)}</td>
              <td>
                <PaymentStatusBadge status={entry.payment_status} />
              </td>
              <td>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={busyId === entry._id}
                    onClick={() => action.mutate({ id: entry._id, action: 'confirm_payment' })}
                  >
                    {t(ACTION_LABELS.confirm_payment)}
                  </button>
                  {entry.proof_url && entry.payment_status === 'proof_submitted' && (
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={busyId === entry._id}
                      onClick={() => action.mutate({ id: entry._id, action: 'reject_proof' })}
                    >
                      {t(ACTION_LABELS.reject_proof)}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
