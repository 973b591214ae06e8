import type { Order } from '@jangbogi/contracts/orders';
import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import type { MessageId } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCancelOrder } from '../api/cancel-order';
import { ORDER_STATUS_LABELS } from './labels';
import {
  checkRefundAccount,
  EMPTY_ACCOUNT,
  RefundAccountFields,
  type AccountErrors,
} from './refund-account-fields';
import styles from './self-service.module.css';

/** The API's refusals a shopper can act on, in the catalogue's words. */
const CANCEL_ERRORS: Partial<Record<string, MessageId>> = {
  ALREADY_CANCELLED: 'cancelOrder.alreadyCancelled',
  CANCEL_WINDOW_CLOSED: 'cancelOrder.windowClosed',
  REFUND_ACCOUNT_REQUIRED: 'cancelOrder.accountRequired',
};

type CancellableOrder = Pick<Order, '_id' | 'payment_status' | 'can_cancel'>;

/**
 * "Cancel order" while the shop allows it: a confirm step, and for a paid order the bank account
 * the refund goes to (the shop sends the money back by transfer). Tells the new status after.
 */
export function CancelOrder({ order }: { order: CancellableOrder }) {
  const t = useT();
  const errorText = useErrorMessage();
  const cancel = useCancelOrder(order._id);
  const [confirming, setConfirming] = useState(false);
  const [account, setAccount] = useState(EMPTY_ACCOUNT);
  const [fieldErrors, setFieldErrors] = useState<AccountErrors>({});
  const paid = order.payment_status === 'paid';

  if (cancel.data) {
    return (
      <FormMessage kind="success">
        {t('cancelOrder.done', { status: t(ORDER_STATUS_LABELS[cancel.data.status]) })}
      </FormMessage>
    );
  }
  if (!order.can_cancel) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let refundAccount: RefundBankAccount | undefined;
    if (paid) {
      const checked = await checkRefundAccount(account);
      if ('errors' in checked) {
        setFieldErrors(checked.errors);
        return;
      }
      refundAccount = checked.account;
    }
    setFieldErrors({});
    cancel.mutate(refundAccount ? { refund_account: refundAccount } : {}, {
      onSuccess: (cancelled) =>
        notify(
          'success',
          t('cancelOrder.done', { status: t(ORDER_STATUS_LABELS[cancelled.status]) }),
        ),
    });
  };

  if (!confirming) {
    return (
      <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
        {t('cancelOrder.button')}
      </button>
    );
  }

  const failure = cancel.error;
  const knownFailure = failure instanceof ApiError ? CANCEL_ERRORS[failure.code] : undefined;
  return (
    <form
      method="post"
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('cancelOrder.button')}
    >
      <p>{paid ? t('cancelOrder.confirmPaid') : t('cancelOrder.confirmUnpaid')}</p>
      {paid && <RefundAccountFields account={account} errors={fieldErrors} onChange={setAccount} />}
      {failure && (
        <FormMessage kind="error">
          {knownFailure ? t(knownFailure) : errorText(failure, t('cancelOrder.failed'))}
        </FormMessage>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={cancel.isPending}>
          {cancel.isPending ? t('cancelOrder.cancelling') : t('cancelOrder.confirm')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={cancel.isPending}
          onClick={() => setConfirming(false)}
        >
          {t('cancelOrder.keep')}
        </button>
      </div>
    </form>
  );
}
