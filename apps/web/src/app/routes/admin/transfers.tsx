import { formatWon } from '@jangbogi/contracts/money';
import { paths } from '@/config/paths';
import { useOrderAction, useReviewQueue } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { formatAge, formatDateTime } from '@/features/admin/components/format';
import { errorMessage } from '@/lib/error-message';
import { QueryState } from '@/features/admin/components/query-state';
import { PaymentStatusBadge } from '@/features/admin/components/status-badge';
import { AppLink } from '@/components/app-link';

export default function TransfersRoute() {
  const { data, error, isLoading } = useReviewQueue();
  const action = useOrderAction();
  const busyId = action.isPending ? action.variables.id : null;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Transfers to review</h1>
        {data && <span className={styles.muted}>{data.orders.length} waiting, oldest first</span>}
        <AppLink to={paths.adminTransferImport.getHref()} className={styles.primary}>
          Import a bank statement
        </AppLink>
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {action.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(action.error)}
        </p>
      )}
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Order</th>
                <th>Depositor</th>
                <th className={styles.num}>Amount due</th>
                <th>Proof</th>
                <th>Age</th>
                <th>Payment</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.orders.map((entry) => (
                <tr key={entry._id} aria-label={`Order ${entry.order_number}`}>
                  <td>
                    <AppLink to={paths.adminOrder.getHref(entry._id)}>{entry.order_number}</AppLink>
                    <div className={styles.muted}>{entry.customer_name}</div>
                  </td>
                  <td>
                    <strong>{entry.depositor_name ?? '—'}</strong>
                  </td>
                  <td className={styles.num}>
                    <strong>{formatWon(entry.amount_due)}</strong>
                  </td>
                  <td>
                    {entry.proof_url ? (
                      <a
                        href={entry.proof_url}
                        target="_blank"
                        rel="noreferrer"
                        title="Open full size"
                      >
                        <img
                          src={entry.proof_url}
                          alt={`Transfer proof for ${entry.order_number}`}
                          className={styles.proof}
                        />
                      </a>
                    ) : (
                      <span className={styles.muted}>No proof yet</span>
                    )}
                    {entry.proof_uploaded_at && (
                      <div className={styles.muted}>{formatDateTime(entry.proof_uploaded_at)}</div>
                    )}
                  </td>
                  <td title={formatDateTime(entry.placed_at)}>{formatAge(entry.age_hours)}</td>
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
                        Payment received
                      </button>
                      {entry.proof_url && entry.payment_status === 'proof_submitted' && (
                        <button
                          type="button"
                          className={styles.danger}
                          disabled={busyId === entry._id}
                          onClick={() => action.mutate({ id: entry._id, action: 'reject_proof' })}
                        >
                          Reject proof
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
              {data.orders.length === 0 && (
                <tr>
                  <td colSpan={7} className={styles.muted}>
                    No transfers are waiting.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
