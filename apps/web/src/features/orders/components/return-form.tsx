import { MAX_RETURN_PHOTOS, type ReturnReason } from '@jangbogi/contracts/return-rules';
import type { RefundBankAccount } from '@jangbogi/contracts/refunds';
import type { ReturnWindow } from '@jangbogi/contracts/returns';
import type { MessageId } from '@lingui/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormField, FormMessage, fieldInputClass } from '@/components/form-field';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRequestReturn } from '../api/request-return';
import {
  checkRefundAccount,
  EMPTY_ACCOUNT,
  RefundAccountFields,
  type AccountErrors,
} from './refund-account-fields';
import { RETURN_REASON_LABELS } from './return-labels';
import styles from './returns.module.css';
import selfService from './self-service.module.css';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** Local previews of the chosen photos, released when they change or the form closes. */
function usePreviews(photos: File[]): string[] {
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

interface ReturnFormProps {
  orderId: string;
  returnWindow: ReturnWindow;
  /** The order was paid by transfer: the refund goes back to a bank account the shopper names. */
  needsRefundAccount: boolean;
  onClose: () => void;
}

/** Lines and quantities, a reason still open, a note and 1-5 photos: one return request. */
export default function ReturnForm({
  orderId,
  returnWindow,
  needsRefundAccount,
  onClose,
}: ReturnFormProps) {
  const t = useT();
  const { day } = useFormat();
  const names = useNames();
  const errorText = useErrorMessage();
  const request = useRequestReturn(orderId);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [account, setAccount] = useState(EMPTY_ACCOUNT);
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({});
  const previews = usePreviews(photos);

  const setQuantity = (id: string, quantity: number, max: number) =>
    setQuantities({ ...quantities, [id]: Math.min(max, Math.max(0, quantity)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = returnWindow.lines
      .map((line) => ({
        order_item_id: line.order_item_id,
        quantity: quantities[line.order_item_id] ?? 0,
      }))
      .filter((line) => line.quantity > 0);
    const missing: MessageId | null =
      lines.length === 0
        ? 'returns.pickLine'
        : !reason
          ? 'returns.pickReason'
          : photos.length === 0
            ? 'returns.pickPhoto'
            : null;
    setProblem(missing);
    let refundAccount: RefundBankAccount | undefined;
    if (needsRefundAccount) {
      const checked = await checkRefundAccount(account);
      setAccountErrors('errors' in checked ? checked.errors : {});
      if ('errors' in checked) return;
      refundAccount = checked.account;
    }
    if (missing || !reason) return;
    request.mutate(
      { lines, reason, note, photos, refundAccount },
      {
        onSuccess: () => {
          notify('success', t('returns.sent'));
          onClose();
        },
      },
    );
  };

  return (
    <form
      method="post"
      className={selfService.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('returns.title')}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t('returns.lines')}</legend>
        {returnWindow.lines.map((line) => {
          const quantity = quantities[line.order_item_id] ?? 0;
          const name = names.local(line);
          return (
            <div key={line.order_item_id} className={styles.line}>
              <span>
                {name}
                <br />
                <span className={styles.muted}>
                  {t('returns.upTo', { count: line.returnable })}
                </span>
              </span>
              <span className={styles.stepper}>
                <button
                  type="button"
                  aria-label={t('returns.decrease', { name })}
                  disabled={quantity === 0}
                  onClick={() => setQuantity(line.order_item_id, quantity - 1, line.returnable)}
                >
                  −
                </button>
                <output aria-label={t('returns.quantity', { name })} aria-live="polite">
                  {quantity}
                </output>
                <button
                  type="button"
                  aria-label={t('returns.increase', { name })}
                  disabled={quantity >= line.returnable}
                  onClick={() => setQuantity(line.order_item_id, quantity + 1, line.returnable)}
                >
                  +
                </button>
              </span>
            </div>
          );
        })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('returns.reason')}</legend>
        {returnWindow.reasons.map((open) => (
          <label key={open.reason} className={styles.radio}>
            <input
              type="radio"
              name="reason"
              value={open.reason}
              checked={reason === open.reason}
              onChange={() => setReason(open.reason)}
            />
            <span>
              {t(RETURN_REASON_LABELS[open.reason])}{' '}
              <span className={styles.muted}>
                {t('returns.until', { date: day(open.last_day) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField label={t('returns.note')} optional>
        <textarea
          className={fieldInputClass}
          name="note"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('returns.photos', { max: MAX_RETURN_PHOTOS })}
        hint={t('returns.photosHint')}
      >
        <input
          type="file"
          name="photos"
          accept={PHOTO_TYPES}
          multiple
          disabled={photos.length >= MAX_RETURN_PHOTOS}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            const all = [...photos, ...chosen];
            if (all.length > MAX_RETURN_PHOTOS) setProblem('returns.tooManyPhotos');
            setPhotos(all.slice(0, MAX_RETURN_PHOTOS));
          }}
        />
      </FormField>
      {needsRefundAccount && (
        <fieldset className={styles.fieldset}>
          <legend>{t('returns.refundAccount')}</legend>
          <p className={styles.muted}>{t('returns.refundAccountHint')}</p>
          <RefundAccountFields account={account} errors={accountErrors} onChange={setAccount} />
        </fieldset>
      )}
      {previews.length > 0 && (
        <ul className={styles.photos} aria-label={t('returns.chosenPhotos')}>
          {previews.map((url, index) => (
            <li key={url} className={styles.photo}>
              <img src={url} alt={t('returns.photoAlt', { number: index + 1 })} />
              <button
                type="button"
                className={styles.removePhoto}
                aria-label={t('returns.removePhoto', { number: index + 1 })}
                onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && <FormMessage kind="error">{t(problem)}</FormMessage>}
      {request.error && (
        <FormMessage kind="error">{errorText(request.error, t('returns.failed'))}</FormMessage>
      )}
      <div className={selfService.buttons}>
        <button type="submit" className="btn btn-primary" disabled={request.isPending}>
          {request.isPending ? t('returns.sending') : t('returns.submit')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={request.isPending}
          onClick={onClose}
        >
          {t('returns.close')}
        </button>
      </div>
    </form>
  );
}
