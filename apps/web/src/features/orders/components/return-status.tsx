import type { OrderReturn } from '@jangbogi/contracts/returns';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from './return-labels';
import styles from './returns.module.css';

/** The returns asked for on an order, each with where it stands (and why, when refused). */
export function ReturnStatusList({ returns }: { returns: OrderReturn[] }) {
  const t = useT();
  const { dateTime } = useFormat();
  const names = useNames();
  if (returns.length === 0) return null;
  return (
    <ul className={styles.returns} aria-label={t('returns.listLabel')}>
      {returns.map((request) => (
        <li key={request._id} className={styles.return}>
          <div className={styles.returnHead}>
            <strong>{t('returns.requestedOn', { date: dateTime(request.created_at) })}</strong>
            <span className={styles.status} data-status={request.status}>
              {request.status === 'refunded' && !request.refund_sent
                ? t('returns.status.refundOnItsWay')
                : t(RETURN_STATUS_LABELS[request.status])}
            </span>
          </div>
          <p className={styles.muted}>
            {t(RETURN_REASON_LABELS[request.reason])} ·{' '}
            {request.lines
              .map((line) =>
                t('returns.lineQuantity', { name: names.local(line), quantity: line.quantity }),
              )
              .join(', ')}
          </p>
          {request.status === 'refused' && request.refusal_reason && (
            <p>{t('returns.refusedBecause', { reason: request.refusal_reason })}</p>
          )}
          {request.photos.length > 0 && (
            <ul className={styles.photos}>
              {request.photos.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={t('returns.photoAlt', { number: index + 1 })} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
