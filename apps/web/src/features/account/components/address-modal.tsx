import type { Address } from '@jangbogi/contracts/addresses';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '@/lib/error-message';
import {
  addressFieldsFor,
  EMPTY_ADDRESS,
  toFormValues,
  type AddressFormValues,
} from './address-form';
import { FormMessage, TextField } from '@/components/form-field';
import { PostcodeSearch } from '@/components/postcode-search';
import { streetOf, type DaumPostcodeResult } from '@/lib/daum-postcode';
import formStyles from './forms.module.css';
import { useLocale, useT } from '@/i18n/use-i18n';
import type { Locale } from '@/i18n/locales';
import { phoneMessage, postcodeMessage } from '@/lib/address-rules';
import styles from './addresses.module.css';

interface AddressModalProps {
  /** The address being edited, or null to add one. */
  address: Address | null;
  saving: boolean;
  /** Shown above the form: the duplicate warning or a save failure. */
  problem: { kind: 'error' | 'info'; text: string } | null;
  serverError: unknown;
  onSave: (values: AddressFormValues) => void;
  onClose: () => void;
}

const rules = (
  name: keyof AddressFormValues,
  label: string,
  t: ReturnType<typeof useT>,
  locale: Locale,
) => ({
  validate: (value: string, values: AddressFormValues) => {
    if (name === 'address_detail') return true;
    if (value.trim() === '') return t('form.required', { label });
    if (name === 'phone') return phoneMessage(value, t);
    if (name === 'postal_code') {
      return postcodeMessage(value, values, { t, locale, digits: t('addresses.postalDigits') });
    }
    return true;
  },
});

/** Add/edit form in a modal dialog (native <dialog>: focus stays inside, Escape closes). */
export function AddressModal({
  address,
  saving,
  problem,
  serverError,
  onSave,
  onClose,
}: AddressModalProps) {
  const t = useT();
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fields = addressFieldsFor(locale);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<AddressFormValues>({
    defaultValues: address ? toFormValues(address) : EMPTY_ADDRESS,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrorsOf(serverError))) {
      if (fields.some(({ name }) => name === field))
        setError(field as keyof AddressFormValues, { message });
    }
  }, [serverError, setError, fields]);

  const fillAddress = (found: DaumPostcodeResult) => {
    const filled = { shouldValidate: true, shouldDirty: true };
    setValue('postal_code', found.zonecode, filled);
    setValue('street', streetOf(found), filled);
    if (found.sigungu) setValue('city', found.sigungu, filled);
    if (found.sido) setValue('state', found.sido, filled);
  };

  const title = address ? t('addresses.editTitle') : t('addresses.addTitle');
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="address-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.dialogHead}>
        <h2 id="address-dialog-title">{title}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('addresses.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <form method="post" className={formStyles.form} onSubmit={handleSubmit(onSave)} noValidate>
        {problem && <FormMessage kind={problem.kind}>{problem.text}</FormMessage>}
        <PostcodeSearch onFound={fillAddress} />
        <div className={styles.fields}>
          {fields.map(({ name, label, autoComplete, optional }) => (
            <TextField
              key={name}
              label={t(label)}
              autoComplete={autoComplete}
              type={name === 'phone' ? 'tel' : 'text'}
              inputMode={name === 'postal_code' ? 'numeric' : name === 'phone' ? 'tel' : undefined}
              placeholder={
                name === 'phone' ? '010-1234-5678' : name === 'postal_code' ? '01018' : undefined
              }
              required={!optional}
              className={
                name === 'street' || name === 'full_name' || name === 'address_detail'
                  ? styles.wide
                  : undefined
              }
              error={errors[name]?.message}
              {...register(name, rules(name, t(label), t, locale))}
            />
          ))}
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving
              ? t('common.saving')
              : address
                ? t('common.saveChanges')
                : t('addresses.addTitle')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
