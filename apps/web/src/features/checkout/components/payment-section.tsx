import type { PaymentMethod } from '@jangbogi/contracts/orders';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { whatsAppHref } from '@/lib/whatsapp';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import styles from './checkout.module.css';

interface PaymentOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export const PAYMENT_OPTIONS: (PaymentOption & { value: PaymentMethod })[] = [
  { value: 'account_transfer', label: 'Account Transfer' },
  { value: 'cash', label: 'Cash' },
];

export const DEPOSITOR_REQUIRED = 'Please enter depositor name';

interface PaymentValues {
  payment_method: PaymentMethod;
  depositor_name: string;
}

// The spec asks for a depositor name with either method; D5 needs it for account transfer only.
export const depositorRule = {
  validate: (value: string, values: PaymentValues) =>
    values.payment_method !== 'account_transfer' || value.trim() !== '' || DEPOSITOR_REQUIRED,
};

/** The depositor name as the order takes it: only for an account transfer. */
export const depositorNameOf = (values: PaymentValues) =>
  values.payment_method === 'account_transfer' ? values.depositor_name.trim() : undefined;

/** The payment method select. */
export function PaymentMethodField({
  field,
  options,
}: {
  field: UseFormRegisterReturn;
  options: PaymentOption[];
}) {
  return (
    <FormField id="payment_method" label="Payment Method">
      <select className={fieldInputClass} {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface PaymentSectionProps {
  method: PaymentMethod;
  methodField: UseFormRegisterReturn;
  depositorField: UseFormRegisterReturn;
  depositorError?: string;
}

/** Payment select; for account transfer the shop's bank account and the depositor name (D5). */
export function PaymentSection({
  method,
  methodField,
  depositorField,
  depositorError,
}: PaymentSectionProps) {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="payment-title">
      <h2 id="payment-title">Payment</h2>
      <PaymentMethodField field={methodField} options={PAYMENT_OPTIONS} />
      {method === 'account_transfer' ? (
        <BankTransferDetails depositorField={depositorField} depositorError={depositorError} />
      ) : (
        <p className={styles.hint}>Pay in cash when your groceries are delivered.</p>
      )}
    </section>
  );
}

function BankTransferDetails({
  depositorField,
  depositorError,
}: Pick<PaymentSectionProps, 'depositorField' | 'depositorError'>) {
  const { data: settings, isError } = useShopSettings();
  return (
    <div className={styles.bank}>
      <h3>Bank Details</h3>
      {settings ? (
        <dl className={styles.bankDetails}>
          <dt>Bank</dt>
          <dd>{settings.bank_name}</dd>
          <dt>Account Title</dt>
          <dd>{settings.account_title}</dd>
          <dt>Account Number</dt>
          <dd>{settings.account_number}</dd>
        </dl>
      ) : (
        <p className={styles.hint}>
          {isError ? 'Bank details could not be loaded.' : 'Loading bank details…'}
        </p>
      )}
      <FormField id="depositor_name" label="Depositor Name" error={depositorError}>
        <input className={fieldInputClass} autoComplete="name" {...depositorField} />
      </FormField>
      <p className={styles.hint}>
        After the transfer, send a screenshot of it{' '}
        {settings ? (
          <a href={whatsAppHref(settings.whatsapp)} target="_blank" rel="noopener noreferrer">
            via WhatsApp
          </a>
        ) : (
          'via WhatsApp'
        )}{' '}
        or upload it on the order confirmation page.
      </p>
    </div>
  );
}
