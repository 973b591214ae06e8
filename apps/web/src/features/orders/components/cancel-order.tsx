import type { Order } from '@jangbogi/contracts/orders';
import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import type { MessageId } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { FormField, FormMessage, fieldInputClass } from '@/components/form-field';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useCancelOrder } from '../api/cancel-order';
import { ORDER_STATUS_LABELS } from './labels';
import styles from './self-service.module.css';

type AccountField = keyof RefundBankAccount;
const ACCOUNT_FIELDS: { name: AccountField; label: MessageId; error: MessageId }[] = [
  { name: 'bank_name', label: 'cancelOrder.bankName', error: 'cancelOrder.bankNameError' },
  {
    name: 'account_number',
    label: 'cancelOrder.accountNumber',
    error: 'cancelOrder.accountNumberError',
  },
  {
    name: 'account_holder',
    label: 'cancelOrder.accountHolder',
    error: 'cancelOrder.accountHolderError',
  },
];
const EMPTY_ACCOUNT: RefundBankAccount = { bank_name: '', account_number: '', account_holder: '' };

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
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AccountField, MessageId>>>({});
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
      // The contracts' rule for a refund account, loaded on first use: it brings zod, which the
      // order pages otherwise do without (the bundle budget).
      const { refundBankAccount } = await import('@jangbogi/contracts/refunds');
      const parsed = refundBankAccount.safeParse(account);
      if (!parsed.success) {
        const errors: Partial<Record<AccountField, MessageId>> = {};
        for (const issue of parsed.error.issues) {
          const field = ACCOUNT_FIELDS.find(({ name }) => name === issue.path[0]);
          if (field) errors[field.name] = field.error;
        }
        setFieldErrors(errors);
        return;
      }
      refundAccount = parsed.data;
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
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('cancelOrder.button')}
    >
      <p>{paid ? t('cancelOrder.confirmPaid') : t('cancelOrder.confirmUnpaid')}</p>
      {paid &&
        ACCOUNT_FIELDS.map(({ name, label, error }) => {
          const message = fieldErrors[name];
          return (
            <FormField key={name} label={t(label)} error={message ? t(error) : undefined} required>
              <input
                className={fieldInputClass}
                name={name}
                value={account[name]}
                required
                inputMode={name === 'account_number' ? 'numeric' : undefined}
                autoComplete={name === 'account_holder' ? 'name' : 'off'}
                onChange={(event) => setAccount({ ...account, [name]: event.target.value })}
              />
            </FormField>
          );
        })}
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
