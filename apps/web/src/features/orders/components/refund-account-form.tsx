// A refund the shop made without a bank account (a short or substituted line of a paid transfer
// order, ADR 0039) waits for the shopper to name one: this form sends it.
import type { Order } from '@jangbogi/contracts/orders';
import type { MessageId } from '@lingui/core';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/form-field';
import { useFormat, useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useGiveRefundAccount } from '../api/refund-account';
import {
  checkRefundAccount,
  EMPTY_ACCOUNT,
  RefundAccountFields,
  type AccountErrors,
} from './refund-account-fields';
import styles from './self-service.module.css';

/** The API's refusals a shopper can act on, in the catalogue's words. */
const ACCOUNT_ERRORS: Partial<Record<string, MessageId>> = {
  NO_REFUND_AWAITING_ACCOUNT: 'refundAccount.noneWaiting',
};

type OrderWithRefunds = Pick<Order, '_id' | 'refunds'>;

/** Shown while a refund of the order waits for an account; nothing otherwise. */
export function RefundAccountForm({ order }: { order: OrderWithRefunds }) {
  const t = useT();
  const { won } = useFormat();
  const errorText = useErrorMessage();
  const give = useGiveRefundAccount(order._id);
  const [account, setAccount] = useState(EMPTY_ACCOUNT);
  const [fieldErrors, setFieldErrors] = useState<AccountErrors>({});
  const waiting = (order.refunds ?? []).filter((refund) => refund.needs_account);
  if (waiting.length === 0) return null;
  const amount = waiting.reduce((sum, refund) => sum + refund.amount, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await checkRefundAccount(account);
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    give.mutate(checked.account, {
      onSuccess: () => notify('success', t('refundAccount.saved')),
    });
  };

  const failure = give.error;
  const knownFailure = failure instanceof ApiError ? ACCOUNT_ERRORS[failure.code] : undefined;
  return (
    <form
      method="post"
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('refundAccount.title')}
    >
      <p>
        <strong>{t('refundAccount.title')}</strong>
        <br />
        {t('refundAccount.intro', { amount: won(amount) })}
      </p>
      <RefundAccountFields account={account} errors={fieldErrors} onChange={setAccount} />
      {failure && (
        <FormMessage kind="error">
          {knownFailure ? t(knownFailure) : errorText(failure, t('refundAccount.failed'))}
        </FormMessage>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={give.isPending}>
          {give.isPending ? t('refundAccount.saving') : t('refundAccount.save')}
        </button>
      </div>
    </form>
  );
}
