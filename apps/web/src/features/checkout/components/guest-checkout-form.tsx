import type { Cart } from '@jangbogi/contracts/cart';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { NameParts } from '@/components/name-parts';
import { PostcodeSearch } from '@/components/postcode-search';
import { streetOf, type DaumPostcodeResult } from '@/lib/daum-postcode';
import { useLocale, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { usePlaceGuestOrder } from '../api/place-order';
import { applyPromoCode } from '../api/promos';
import { CashReceiptSection } from './cash-receipt-section';
import styles from './checkout.module.css';
import { DeliveryDayPicker, useDeliveryDayConflict } from './delivery-day-picker';
import { OrderNoteField } from './order-note-field';
import { CheckoutSide, usePromoTotals } from './order-summary';
import {
  guestOrderBody,
  NAMED_ALONE,
  rulesIn,
  type GuestCheckoutValues,
} from './guest-checkout-values';
import { PaymentSection } from './payment-section';
import { PromoBox } from './promo-box';
import { useOrderPlacement } from './use-order-placement';

interface GuestCheckoutFormProps {
  cart: Cart;
  guestToken: string | null;
  /** Called just before leaving for the confirmation page (the cart is about to become empty). */
  onPlaced?: () => void;
}

export function GuestCheckoutForm({ cart, guestToken, onPlaced }: GuestCheckoutFormProps) {
  const t = useT();
  const rules = rulesIn(t, useLocale());
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<GuestCheckoutValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      postal_code: '',
      street: '',
      city: '',
      phone: '',
      email: '',
      note: '',
      payment_method: 'account_transfer',
      depositor_name: '',
      delivery_date: '',
      cash_receipt_purpose: 'none',
      cash_receipt_identifier: '',
    },
  });
  const placement = useOrderPlacement({
    mutation: usePlaceGuestOrder(),
    onPlaced,
    successMessage: t('checkout.orderPlaced'),
    onRejected: useDeliveryDayConflict((date) => setValue('delivery_date', date)),
  });
  const postcode = useWatch({ control, name: 'postal_code' });
  const { promo, setPromo, totals } = usePromoTotals(cart.subtotal, postcode);
  const method = useWatch({ control, name: 'payment_method' });
  const receiptPurpose = useWatch({ control, name: 'cash_receipt_purpose' });

  const fillAddress = (found: DaumPostcodeResult) => {
    const filled = { shouldValidate: true, shouldDirty: true };
    setValue('postal_code', found.zonecode, filled);
    setValue('street', streetOf(found), filled);
    const city = found.sigungu || found.sido;
    if (city) setValue('city', city, filled);
  };

  const onValid = (values: GuestCheckoutValues) =>
    placement.place(() => {
      if (!guestToken) {
        notify('error', t('checkout.noToken'));
        return null;
      }
      if (cart.items.length === 0) {
        notify('error', t('cart.empty'));
        return null;
      }
      return guestOrderBody(values, guestToken, promo);
    });

  const onInvalid = (invalid: FieldErrors<GuestCheckoutValues>) => {
    const fields = Object.keys(invalid) as (keyof GuestCheckoutValues)[];
    const [only] = fields;
    // A single problem outside the shipping details is named; anything more gets the spec's summary.
    const named =
      fields.length === 1 && only && NAMED_ALONE.includes(only)
        ? invalid[only]?.message
        : undefined;
    notify('error', named ?? t('checkout.fillRequired'));
  };

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <section className={`card ${styles.panel}`} aria-labelledby="shipping-title">
          <h2 id="shipping-title">{t('checkout.shippingDetails')}</h2>
          <div className={styles.row}>
            <NameParts
              given={
                <FormField
                  id="firstName"
                  label={t('checkout.firstName')}
                  error={errors.firstName?.message}
                >
                  <input
                    className={fieldInputClass}
                    autoComplete="given-name"
                    {...register('firstName', rules.firstName)}
                  />
                </FormField>
              }
              family={
                <FormField
                  id="lastName"
                  label={t('checkout.lastName')}
                  error={errors.lastName?.message}
                >
                  <input
                    className={fieldInputClass}
                    autoComplete="family-name"
                    {...register('lastName', rules.lastName)}
                  />
                </FormField>
              }
            />
          </div>
          <div className={styles.postcodeRow}>
            <FormField
              id="postal_code"
              label={t('checkout.postalCode')}
              error={errors.postal_code?.message}
            >
              <input
                className={fieldInputClass}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="04524"
                maxLength={5}
                {...register('postal_code', rules.postal_code)}
              />
            </FormField>
            <PostcodeSearch onFound={fillAddress} />
          </div>
          <FormField id="street" label={t('checkout.street')} error={errors.street?.message}>
            <input
              className={fieldInputClass}
              autoComplete="street-address"
              {...register('street', rules.street)}
            />
          </FormField>
          <FormField id="city" label={t('checkout.city')} error={errors.city?.message}>
            <input
              className={fieldInputClass}
              autoComplete="address-level2"
              {...register('city', rules.city)}
            />
          </FormField>
          <div className={styles.row}>
            <FormField id="phone" label={t('checkout.phone')} error={errors.phone?.message}>
              <input
                className={fieldInputClass}
                type="tel"
                autoComplete="tel"
                {...register('phone', rules.phone)}
              />
            </FormField>
            <FormField id="email" label={t('checkout.email')} error={errors.email?.message}>
              <input
                className={fieldInputClass}
                type="email"
                autoComplete="email"
                {...register('email', rules.email)}
              />
            </FormField>
          </div>
          <OrderNoteField field={register('note')} />
        </section>
        <DeliveryDayPicker
          field={register('delivery_date', rules.delivery_date)}
          error={errors.delivery_date?.message}
        />
        <PaymentSection
          method={method}
          methodField={register('payment_method')}
          depositorField={register('depositor_name', rules.depositor_name)}
          depositorError={errors.depositor_name?.message}
        >
          <CashReceiptSection
            purpose={receiptPurpose}
            purposeField={register('cash_receipt_purpose')}
            identifierField={register('cash_receipt_identifier', rules.cash_receipt_identifier)}
            identifierError={errors.cash_receipt_identifier?.message}
          />
        </PaymentSection>
      </div>
      <CheckoutSide lines={cart.items} totals={totals} busy={isSubmitting || placement.isPending}>
        <PromoBox
          applied={promo}
          onChange={setPromo}
          check={(code) => applyPromoCode({ code })}
          emptyMessage={t('checkout.promoEmptyGuest')}
        />
      </CheckoutSide>
    </form>
  );
}
