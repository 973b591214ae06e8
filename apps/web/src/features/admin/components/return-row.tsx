import type { AdminReturn } from '@jangbogi/contracts/returns';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
} from '@/features/orders/components/return-labels';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { useApproveReturn, useRefuseReturn } from '../api/returns';
import styles from './admin.module.css';

/** Where the refund of an approved return is recorded: its order's refund panel, filled in. */
export const refundHrefFor = (orderId: string, returnId: string) =>
  `${paths.adminOrder.getHref(orderId)}?return=${encodeURIComponent(returnId)}`;

/** One return in the queue: what, why, the photos, and the decision while it waits. */
export function ReturnRow({ request }: { request: AdminReturn }) {
  const t = useT();
  const { dateTime } = useFormat();
  const names = useNames();
  const messageOf = useErrorMessage();
  const navigate = useNavigate();
  const approve = useApproveReturn();
  const refuse = useRefuseReturn();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const failure = approve.error ?? refuse.error;

  return (
    <tr>
      <td>{dateTime(request.created_at)}</td>
      <td>
        <AppLink to={paths.adminOrder.getHref(request.order_id)}>{request.order_number}</AppLink>
        <div className={styles.muted}>
          {request.customer.name} · {request.customer.email}
        </div>
      </td>
      <td>
        {request.lines.map((line) => (
          <div key={line.order_item_id}>
            {t('returns.lineQuantity', { name: names.local(line), quantity: line.quantity })}
          </div>
        ))}
      </td>
      <td>
        {t(RETURN_REASON_LABELS[request.reason])}
        {request.note && <div className={styles.muted}>{request.note}</div>}
        {request.refund_account && (
          <div className={styles.muted} data-testid="return-refund-account">
            {t('admin.returns.refundAccount', {
              bank: request.refund_account.bank_name,
              number: request.refund_account.account_number,
              holder: request.refund_account.account_holder,
            })}
          </div>
        )}
      </td>
      <td>
        <div className={styles.actions}>
          {request.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={t('returns.photoAlt', { number: index + 1 })}
                className={styles.thumb}
              />
            </a>
          ))}
        </div>
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        {t(RETURN_STATUS_LABELS[request.status])}
        {request.refusal_reason && <div className={styles.muted}>{request.refusal_reason}</div>}
      </td>
      <td>
        {request.status === 'requested' && !refusing && (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(request._id, {
                  onSuccess: ({ order_id }) => void navigate(refundHrefFor(order_id, request._id)),
                })
              }
            >
              {t('admin.returns.approve')}
            </button>
            <button type="button" className={styles.danger} onClick={() => setRefusing(true)}>
              {t('admin.returns.refuse')}
            </button>
          </div>
        )}
        {request.status === 'approved' && (
          <AppLink to={refundHrefFor(request.order_id, request._id)}>
            {t('admin.returns.openRefund')}
          </AppLink>
        )}
        {refusing && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) refuse.mutate({ id: request._id, reason: reason.trim() });
            }}
          >
            <input
              className={styles.input}
              aria-label={t('admin.returns.refuseReason')}
              placeholder={t('admin.returns.refuseReason')}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className={styles.actions}>
              <button type="submit" className={styles.danger} disabled={refuse.isPending}>
                {t('admin.returns.confirmRefuse')}
              </button>
              <button type="button" className={styles.button} onClick={() => setRefusing(false)}>
                {t('admin.returns.cancel')}
              </button>
            </div>
          </form>
        )}
        {failure && (
          <p role="alert" className={styles.error}>
            {messageOf(failure, t('admin.loadFailed'))}
          </p>
        )}
      </td>
    </tr>
  );
}
