import type { Address } from '@jangbogi/contracts/addresses';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { PostcodeSearch } from '@/components/postcode-search';
import { useT } from '@/i18n/use-i18n';
import { streetOf, type DaumPostcodeResult } from '@/lib/daum-postcode';
import { AddressSelect } from './address-select';
import styles from './checkout.module.css';
import type { CheckoutValues, rulesIn } from './checkout-values';

interface DeliveryAddressSectionProps {
  /** A signed-in shopper's address book; null for a guest, who types the address. */
  addresses: Address[] | null;
  /** A signed-in shopper chose to type a new address instead of a saved one. */
  typingAddress: boolean;
  recipientSame: boolean;
  register: UseFormRegister<CheckoutValues>;
  setValue: UseFormSetValue<CheckoutValues>;
  rules: ReturnType<typeof rulesIn>;
  errors: FieldErrors<CheckoutValues>;
}

/**
 * 배송지: an address from the address book or typed (우편번호, 주소, 상세주소; a signed-in shopper
 * may keep a typed one in the book), then 받는 분, the orderer unless the shopper unticks "same as
 * orderer".
 */
export function DeliveryAddressSection({
  addresses,
  typingAddress,
  recipientSame,
  register,
  setValue,
  rules,
  errors,
}: DeliveryAddressSectionProps) {
  const t = useT();
  const fillAddress = (found: DaumPostcodeResult) => {
    const filled = { shouldValidate: true, shouldDirty: true };
    setValue('postal_code', found.zonecode, filled);
    setValue('street', streetOf(found), filled);
    const city = found.sigungu || found.sido;
    if (city) setValue('city', city, filled);
  };
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t('checkout.shippingDetails')}</h2>
      {addresses && (
        <AddressSelect
          id="shipping_address_id"
          label={t('checkout.deliverTo')}
          placeholder={t('checkout.selectAddressOption')}
          addresses={addresses}
          newAddressLabel={t('checkout.typeNewAddress')}
          field={register('shipping_address_id', rules.shipping_address_id)}
          error={errors.shipping_address_id?.message}
        />
      )}
      {(!addresses || typingAddress) && (
        <>
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
              autoComplete="address-line1"
              {...register('street', rules.street)}
            />
          </FormField>
          <FormField id="address_detail" label={t('checkout.addressDetail')} optional>
            <input
              className={fieldInputClass}
              autoComplete="address-line2"
              placeholder={t('checkout.addressDetailPlaceholder')}
              {...register('address_detail')}
            />
          </FormField>
          <FormField id="city" label={t('checkout.city')} error={errors.city?.message}>
            <input
              className={fieldInputClass}
              autoComplete="address-level2"
              {...register('city', rules.city)}
            />
          </FormField>
          {addresses && (
            <label className={styles.checkbox}>
              <input type="checkbox" {...register('save_address')} /> {t('checkout.saveAddress')}
            </label>
          )}
        </>
      )}
      <fieldset className={styles.receipt}>
        <legend>{t('checkout.recipient')}</legend>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('recipient_same')} /> {t('checkout.sameAsOrderer')}
        </label>
        {!recipientSame && (
          <div className={styles.row}>
            <FormField
              id="recipient_name"
              label={t('checkout.recipientName')}
              error={errors.recipient_name?.message}
            >
              <input
                className={fieldInputClass}
                autoComplete="shipping name"
                {...register('recipient_name', rules.recipient_name)}
              />
            </FormField>
            <FormField
              id="recipient_phone"
              label={t('checkout.recipientPhone')}
              error={errors.recipient_phone?.message}
            >
              <input
                className={fieldInputClass}
                type="tel"
                autoComplete="shipping tel"
                {...register('recipient_phone', rules.recipient_phone)}
              />
            </FormField>
          </div>
        )}
      </fieldset>
    </section>
  );
}
