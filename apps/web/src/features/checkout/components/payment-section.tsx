import { settingIn } from '@jangbogi/contracts/settings-in-language';
import type { PaymentMethod } from '@jangbogi/contracts/orders';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from '@lingui/react';
import { FormField, fieldInputClass } from '@/components/form-field';
import { useLocale, useT } from '@/i18n/use-i18n';
import { messengerName } from '@jangbogi/contracts/messenger';
import { particleFor } from '@jangbogi/contracts/korean-particle';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import styles from './checkout.module.css';
import type { TossWidgetHandle } from './use-toss-payment';

// A chunk of its own: only a shopper who chooses Toss loads it (and then Toss's SDK and script).
const TossWidget = lazy(() => import('./toss-widget').then((m) => ({ default: m.TossWidget })));

export interface PaymentOption {
  value: string;
  /** The option's text (translated). */
  label: string;
  disabled?: boolean;
}

interface PaymentValues {
  payment_method: PaymentMethod;
  depositor_name: string;
}

// The spec asks for a depositor name with either method; the shop needs it for account transfer only.
export const depositorRule = (message: string) => ({
  validate: (value: string, values: PaymentValues) =>
    values.payment_method !== 'account_transfer' || value.trim() !== '' || message,
});

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
  const t = useT();
  return (
    <FormField id="payment_method" label={t('checkout.paymentMethod')}>
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

/** What the Toss widget needs from the form, besides the shop's client key from the settings. */
export interface TossWidgetInput {
  customerKey: string | null;
  amount: number;
  handle: RefObject<TossWidgetHandle | null>;
}

interface PaymentSectionProps {
  method: PaymentMethod;
  toss: TossWidgetInput;
  methodField: UseFormRegisterReturn;
  depositorField: UseFormRegisterReturn;
  depositorError?: string | undefined;
  /** Shown under the payment details for cash and account transfer (the cash receipt request);
   * Toss issues its own receipts. */
  children?: ReactNode;
}

/**
 * Payment select; for account transfer the shop's bank account and the depositor name. When the
 * shop has Toss keys it also offers card and easy pay, drawn by Toss's widget once chosen.
 */
export function PaymentSection({
  method,
  toss,
  methodField,
  depositorField,
  depositorError,
  children,
}: PaymentSectionProps) {
  const t = useT();
  const tossClientKey = useShopSettings().data?.toss_client_key ?? null;
  const options: PaymentOption[] = [
    { value: 'account_transfer', label: t('checkout.accountTransfer') },
    { value: 'cash', label: t('checkout.cash') },
    ...(tossClientKey ? [{ value: 'toss', label: t('checkout.toss') }] : []),
  ];
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="payment-title">
      <h2 id="payment-title">{t('checkout.payment')}</h2>
      <PaymentMethodField field={methodField} options={options} />
      {method === 'account_transfer' ? (
        <BankTransferDetails depositorField={depositorField} depositorError={depositorError} />
      ) : method === 'toss' && tossClientKey ? (
        <>
          <p className={styles.hint}>{t('checkout.tossHint')}</p>
          <Suspense fallback={<p className={styles.hint}>{t('checkout.tossLoading')}</p>}>
            <TossWidget clientKey={tossClientKey} {...toss} />
          </Suspense>
        </>
      ) : (
        <p className={styles.hint}>{t('checkout.cashHint')}</p>
      )}
      {method !== 'toss' && children}
    </section>
  );
}

function BankTransferDetails({
  depositorField,
  depositorError,
}: Pick<PaymentSectionProps, 'depositorField' | 'depositorError'>) {
  const t = useT();
  const locale = useLocale();
  const { data: settings, isError } = useShopSettings();
  const protection = settings?.business;
  return (
    <div className={styles.bank}>
      <h3>{t('checkout.bankDetails')}</h3>
      {settings ? (
        <dl className={styles.bankDetails}>
          <dt>{t('checkout.bank')}</dt>
          <dd>{settingIn(settings, 'bank_name', locale)}</dd>
          <dt>{t('checkout.accountTitle')}</dt>
          <dd>{settingIn(settings, 'account_title', locale)}</dd>
          <dt>{t('checkout.accountNumber')}</dt>
          <dd>{settings.account_number}</dd>
        </dl>
      ) : (
        <p className={styles.hint}>
          {isError ? t('checkout.bankDetailsFailed') : t('checkout.bankDetailsLoading')}
        </p>
      )}
      {protection?.buyer_protection_provider && (
        // Mail-order sellers taking transfers must name their escrow or guarantee (전자상거래법 13조).
        <p className={styles.hint} data-testid="buyer-protection">
          {t('checkout.buyerProtection', {
            provider: protection.buyer_protection_provider,
            number: protection.buyer_protection_number,
          })}
        </p>
      )}
      <FormField id="depositor_name" label={t('checkout.depositorName')} error={depositorError}>
        <input className={fieldInputClass} autoComplete="name" {...depositorField} />
      </FormField>
      <p className={styles.hint}>
        <Trans
          id="checkout.proofHint"
          values={{
            messenger: particleFor(locale)(
              messengerName(settings?.messenger.kind ?? 'whatsapp', locale),
              '으로/로',
            ),
          }}
          components={{
            0: settings ? (
              <a href={settings.messenger.url} target="_blank" rel="noopener noreferrer" />
            ) : (
              <span />
            ),
          }}
        />
      </p>
    </div>
  );
}
