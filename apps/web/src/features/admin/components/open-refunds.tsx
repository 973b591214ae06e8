import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { useFormat, useT } from '@/i18n/use-i18n';
import { errorMessage } from '@/lib/error-message';
import { useMarkRefunded } from '../api/refunds';
import styles from './admin.module.css';
import { REFUND_METHOD_LABELS } from './refund-labels';

/** The order's recorded refunds, each marked refunded once the money has gone back. */
export function OpenRefunds({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const format = useFormat();
  const mark = useMarkRefunded();
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <>
      <table className={styles.table} aria-label={t('admin.refund.refunds')}>
        <thead>
          <tr>
            <th>{t('admin.refund.recorded')}</th>
            <th className={styles.num}>{t('admin.refund.amount')}</th>
            <th>{t('admin.refund.methodColumn')}</th>
            <th>{t('admin.refund.status')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund._id}>
              <td>
                {format.dateTime(refund.created_at)}
                <div className={styles.muted}>{refund.created_by_email}</div>
              </td>
              <td className={styles.num}>{format.won(refund.amount)}</td>
              <td>
                {t(REFUND_METHOD_LABELS[refund.method])}
                {refund.bank_account && (
                  <div className={styles.muted}>
                    {refund.bank_account.bank_name} {refund.bank_account.account_number} (
                    {refund.bank_account.account_holder})
                  </div>
                )}
              </td>
              <td>
                {refund.status === 'refunded' ? (
                  <>
                    {t('admin.refund.refundedOn', {
                      date: refund.refunded_at ? format.dateTime(refund.refunded_at) : '',
                    })}
                    <div className={styles.muted}>{refund.refunded_by_email}</div>
                  </>
                ) : (
                  <button
                    type="button"
                    className={styles.primary}
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ orderId: order._id, refundId: refund._id })}
                  >
                    {t('admin.refund.markRefunded')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mark.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(mark.error)}
        </p>
      )}
    </>
  );
}
