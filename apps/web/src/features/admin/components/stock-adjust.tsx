import type { AdminProduct } from '@jangbogi/contracts/admin-catalog';
import { STOCK_REASON_MAX } from '@jangbogi/contracts/stock';
import { useId, useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react';
import { useNames, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAdjustStock } from '../api/catalog';
import styles from './admin.module.css';
import { readableFieldErrors } from './field-errors';
import { fieldMessagesOf } from '@/lib/error-message';

/** "+12", "12" or "-1"; anything else is sent as NaN and refused with the server's message. */
const parseChange = (text: string): number =>
  Number(text.trim().replace(/^\+/, '').replaceAll(',', ''));

/**
 * Changes a product's stock by a delta with a reason ("+12 received", "-1 damaged"). The current
 * figure is only shown: sales made while this is open stay sold, whatever is typed here.
 */
export function StockAdjust({ product }: { product: AdminProduct }) {
  const t = useT();
  const messageOf = useErrorMessage();
  const name = useNames().local(product);
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useAdjustStock();
  const id = useId();
  const errors = readableFieldErrors(
    fieldMessagesOf(adjust.error),
    { change: t('admin.stock.changeField'), reason: t('admin.stock.reasonField') },
    t,
  );
  const otherError =
    adjust.isError && !errors.change && !errors.reason
      ? messageOf(adjust.error, t('admin.loadFailed'))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    adjust.mutate(
      { id: product._id, adjustment: { change: parseChange(change), reason: reason.trim() } },
      {
        onSuccess: (saved) => {
          setChange('');
          setReason('');
          notify('success', t('admin.stock.nowInStock', { name, count: saved.stock_quantity }));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      style={{ display: 'grid', gap: 4 }}
      aria-label={t('admin.stock.formLabel', { name })}
    >
      <span>
        <Trans
          id="admin.stock.inStock"
          values={{ count: product.stock_quantity }}
          components={{ 0: <strong data-testid="stock-quantity" /> }}
        />
      </span>
      <div className={styles.actions}>
        <input
          className={styles.input}
          inputMode="numeric"
          placeholder="+12 / -1"
          aria-label={t('admin.stock.changeOf', { name })}
          aria-invalid={Boolean(errors.change)}
          aria-describedby={errors.change ? `${id}-change-error` : undefined}
          value={change}
          onChange={(event) => setChange(event.target.value)}
          // Wide enough for the whole placeholder at the back office's 14 px.
          style={{ width: '9ch', minWidth: 88 }}
        />
        <input
          className={styles.input}
          placeholder={t('admin.stock.reasonPlaceholder')}
          maxLength={STOCK_REASON_MAX}
          aria-label={t('admin.stock.reasonFor', { name })}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          style={{ width: 120 }}
        />
        <button
          type="submit"
          className={styles.button}
          disabled={!change.trim() || adjust.isPending}
        >
          {adjust.isPending ? t('admin.stock.applying') : t('admin.stock.apply')}
        </button>
      </div>
      {(['change', 'reason'] as const).map(
        (field) =>
          errors[field] && (
            <p key={field} id={`${id}-${field}-error`} role="alert" className={styles.fieldError}>
              {errors[field].join(' ')}
            </p>
          ),
      )}
      {otherError && (
        <p role="alert" className={styles.fieldError}>
          {otherError}
        </p>
      )}
    </form>
  );
}
