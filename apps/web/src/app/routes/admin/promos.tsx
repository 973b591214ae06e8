import type { PromoStatus } from '@jangbogi/contracts/admin-catalog';
import { formatWon } from '@jangbogi/contracts/money';
import { usePromos, useSetPromoActive } from '@/features/admin/api/marketing';
import styles from '@/features/admin/components/admin.module.css';
import { formatDateTime } from '@/features/admin/components/format';
import { errorMessage } from '@/lib/error-message';
import { PromoForm } from '@/features/admin/components/promo-form';
import { QueryState } from '@/features/admin/components/query-state';

/** The server works out the status (dates, uses, flag); this only words it. */
export const PROMO_STATUS_LABELS: Record<PromoStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

export default function PromosRoute() {
  const { data: promos, error, isLoading } = usePromos();
  const setActive = useSetPromoActive();

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Promo codes</h1>
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {setActive.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(setActive.error)}
        </p>
      )}
      {promos && (
        <div className={styles.tableWrap} style={{ marginBottom: 16 }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Code</th>
                <th>Discount</th>
                <th className={styles.num}>Min. order</th>
                <th>Valid</th>
                <th className={styles.num}>Used</th>
                <th>Per customer</th>
                <th>State</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {promos.map((promo) => (
                <tr key={promo._id}>
                  <td>
                    <strong>{promo.code}</strong>
                  </td>
                  <td>{promo.type === 'percent' ? `${promo.value}%` : formatWon(promo.value)}</td>
                  <td className={styles.num}>
                    {promo.min_order > 0 ? formatWon(promo.min_order) : '—'}
                  </td>
                  <td>
                    {promo.starts_at || promo.ends_at
                      ? `${formatDateTime(promo.starts_at) || '…'} – ${formatDateTime(promo.ends_at) || '…'}`
                      : 'Always'}
                  </td>
                  <td className={styles.num}>
                    {promo.used_count}
                    {promo.usage_limit !== null && ` / ${promo.usage_limit}`}
                  </td>
                  <td>{promo.per_customer_limit ?? '—'}</td>
                  <td>
                    <span
                      className={`${styles.badge} ${promo.status === 'active' ? styles['payment-paid'] : ''}`}
                    >
                      {PROMO_STATUS_LABELS[promo.status]}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={setActive.isPending}
                      onClick={() => setActive.mutate({ id: promo._id, active: !promo.is_active })}
                    >
                      {promo.is_active ? 'Pause' : 'Resume'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PromoForm />
    </>
  );
}
