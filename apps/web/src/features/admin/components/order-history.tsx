import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/features/orders/components/labels';
import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';
import { readableEventNote } from './event-note';
import { useEventLabel } from './format';

/** Events with no shop team member behind them are the customer's own, or the shop's timers. */
const CUSTOMER_EVENTS = new Set(['placed', 'payment_proof_uploaded']);

/** The order's history: who did what when, and the status it moved the order to. */
export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const format = useFormat();
  const eventLabel = useEventLabel();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{t('admin.order.when')}</th>
          <th>{t('admin.order.who')}</th>
          <th>{t('admin.order.what')}</th>
          <th>{t('admin.order.change')}</th>
        </tr>
      </thead>
      <tbody>
        {order.events.map((event) => (
          <tr key={event._id}>
            <td>{format.dateTime(event.created_at)}</td>
            <td>
              {event.actor_email ??
                (CUSTOMER_EVENTS.has(event.action)
                  ? t('admin.order.byCustomer')
                  : t('admin.order.bySystem'))}
            </td>
            <td>
              {eventLabel(event.action)}
              {event.note && (
                <div className={styles.muted}>{readableEventNote(event.note, t, format.won)}</div>
              )}
            </td>
            <td className={styles.muted}>
              {event.from_status !== event.to_status && event.to_status && (
                <div>
                  {event.from_status ? `${t(ORDER_STATUS_LABELS[event.from_status])} → ` : ''}
                  {t(ORDER_STATUS_LABELS[event.to_status])}
                </div>
              )}
              {event.from_payment_status !== event.to_payment_status && event.to_payment_status && (
                <div>
                  {event.from_payment_status
                    ? `${t(PAYMENT_STATUS_LABELS[event.from_payment_status])} → `
                    : ''}
                  {t(PAYMENT_STATUS_LABELS[event.to_payment_status])}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
