import type { PromoStatus } from '@jangbogi/contracts/admin-promos';
import type { MessageId } from '@lingui/core';
import { usePromos, useSetPromoActive } from '@/features/admin/api/marketing';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { koreanToday } from '@/features/admin/components/format';
import { useFormat, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { PromoForm } from '@/features/admin/components/promo-form';
import { QueryState } from '@/features/admin/components/query-state';

/** The server works out the status (dates, uses, flag); this only words it. */
export const PROMO_STATUS_LABELS: Record<PromoStatus, MessageId> = {
  active: 'admin.promos.status.active',
  paused: 'admin.promos.status.paused',
  scheduled: 'admin.promos.status.scheduled',
  expired: 'admin.promos.status.expired',
  used_up: 'admin.promos.status.used_up',
};

export default function PromosRoute() {
  const t = useT();
  const format = useFormat();
  const messageOf = useErrorMessage();
  const { data: promos, error, isLoading } = usePromos();
  // The form gives a promo whole Korean days (first to last minute), so the list shows days too.
  const day = (iso: string | null) => (iso ? format.day(koreanToday(new Date(iso))) : '…');
  const setActive = useSetPromoActive();

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.promos.title')}</h1>
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {setActive.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(setActive.error, t('admin.loadFailed'))}
        </p>
      )}
      {promos && (
        <AdminTable
          columns={[
            { label: t('admin.promos.column.code') },
            { label: t('admin.promos.column.discount') },
            { label: t('admin.promos.column.minOrder'), numeric: true },
            { label: t('admin.promos.column.valid') },
            { label: t('admin.promos.column.used'), numeric: true },
            { label: t('admin.promos.column.perCustomer') },
            { label: t('admin.promos.column.state') },
            {},
          ]}
          rowCount={promos.length}
          spaced
        >
          {promos.map((promo) => (
            <tr key={promo._id}>
              <td>
                <strong data-team-text="">{promo.code}</strong>
              </td>
              <td>{promo.type === 'percent' ? `${promo.value}%` : format.won(promo.value)}</td>
              <td className={styles.num}>
                {promo.min_order > 0 ? format.won(promo.min_order) : '—'}
              </td>
              <td>
                {promo.starts_at || promo.ends_at
                  ? `${day(promo.starts_at)} – ${day(promo.ends_at)}`
                  : t('admin.promos.always')}
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
                  {t(PROMO_STATUS_LABELS[promo.status])}
                </span>
              </td>
              <td>
                <button
                  type="button"
                  className={styles.button}
                  disabled={setActive.isPending}
                  onClick={() => setActive.mutate({ id: promo._id, active: !promo.is_active })}
                >
                  {promo.is_active ? t('admin.promos.pause') : t('admin.promos.resume')}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <PromoForm />
    </>
  );
}
