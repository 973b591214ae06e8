import type { AdminOrderPayment, TossPaymentStatus } from '@jangbogi/contracts/payments';
import type { MessageId } from '@lingui/core';
import { paymentMethodLabel } from '@/features/orders/components/labels';
import { useFormat, useT } from '@/i18n/use-i18n';

const STATUS_LABELS: Record<TossPaymentStatus, MessageId> = {
  waiting: 'admin.toss.status.waiting',
  done: 'admin.toss.status.done',
  canceled: 'admin.toss.status.canceled',
  partial_canceled: 'admin.toss.status.partial_canceled',
  waiting_for_deposit: 'admin.toss.status.waiting_for_deposit',
  expired: 'admin.toss.status.expired',
  aborted: 'admin.toss.status.aborted',
};

/**
 * An order's Toss payment on its back-office page, inside the order's facts: the payment key to
 * look it up in Toss's dashboard, how it was paid, its state at Toss, when it was approved, the
 * receipt, and a virtual account's bank and number.
 */
export function TossPaymentFacts({ payment }: { payment: AdminOrderPayment }) {
  const t = useT();
  const format = useFormat();
  const account = payment.virtual_account;
  return (
    <>
      <dt>{t('admin.toss.paymentKey')}</dt>
      <dd data-testid="toss-payment-key">{payment.payment_key ?? '-'}</dd>
      <dt>{t('admin.toss.method')}</dt>
      <dd>
        {t(paymentMethodLabel('toss', payment.method))} · {t(STATUS_LABELS[payment.status])}
      </dd>
      {payment.approved_at && (
        <>
          <dt>{t('admin.toss.approvedAt')}</dt>
          <dd>{format.dateTime(payment.approved_at)}</dd>
        </>
      )}
      {account && (
        <>
          <dt>{t('admin.toss.virtualAccount')}</dt>
          <dd>
            {account.bank} {account.account_number} ({format.dateTime(account.due_date)})
          </dd>
        </>
      )}
      {payment.receipt_url && (
        <>
          <dt>{t('admin.toss.receipt')}</dt>
          <dd>
            <a href={payment.receipt_url} target="_blank" rel="noreferrer">
              {t('admin.toss.openReceipt')}
            </a>
          </dd>
        </>
      )}
    </>
  );
}
