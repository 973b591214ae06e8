import type { Address } from '@jangbogi/contracts/addresses';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { KOREAN_PHONE_MESSAGE, normalizeKoreanPhone } from '@/lib/korean-phone';
import { fieldErrorsOf } from '@/lib/error-message';
import {
  ADDRESS_FIELDS,
  EMPTY_ADDRESS,
  toFormValues,
  type AddressFormValues,
} from './address-form';
import { FormMessage, TextField } from '@/components/form-field';
import formStyles from './forms.module.css';
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

const rules = (name: keyof AddressFormValues, label: string) => ({
  validate: (value: string) => {
    if (value.trim() === '') return `${label} is required`;
    if (name === 'phone' && normalizeKoreanPhone(value) === null) return KOREAN_PHONE_MESSAGE;
    if (name === 'postal_code' && !/^\d{5}$/.test(value.trim()))
      return 'Postal code must be 5 digits';
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const {
    register,
    handleSubmit,
    setError,
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
      if (ADDRESS_FIELDS.some(({ name }) => name === field))
        setError(field as keyof AddressFormValues, { message });
    }
  }, [serverError, setError]);

  const title = address ? 'Edit Address' : 'Add Address';
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
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <form className={formStyles.form} onSubmit={handleSubmit(onSave)} noValidate>
        {problem && <FormMessage kind={problem.kind}>{problem.text}</FormMessage>}
        <div className={styles.fields}>
          {ADDRESS_FIELDS.map(({ name, label, autoComplete }) => (
            <TextField
              key={name}
              label={label}
              autoComplete={autoComplete}
              type={name === 'phone' ? 'tel' : 'text'}
              inputMode={name === 'postal_code' ? 'numeric' : name === 'phone' ? 'tel' : undefined}
              placeholder={
                name === 'phone' ? '010-1234-5678' : name === 'postal_code' ? '01018' : undefined
              }
              required
              className={name === 'street' || name === 'full_name' ? styles.wide : undefined}
              error={errors[name]?.message}
              {...register(name, rules(name, label))}
            />
          ))}
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving...' : address ? 'Save Changes' : 'Add Address'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
