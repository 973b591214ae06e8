import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import type { PaymentMethod, PlaceOrderBody } from '@jangbogi/contracts/orders';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { validatePromoCode } from '../api/promos';
import { AddressSelect } from './address-select';
import { preferredAddress } from './address-text';
import {
  CashReceiptSection,
  cashReceiptIdentifierRule,
  cashReceiptOf,
  type CashReceiptValues,
} from './cash-receipt-section';
import styles from './checkout.module.css';
import { DeliveryDayPicker, useDeliveryDayConflict } from './delivery-day-picker';
import { OrderNoteField, orderNote } from './order-note-field';
import { CheckoutSide, usePromoTotals } from './order-summary';
import { depositorNameOf, depositorRule, PaymentSection } from './payment-section';
import { PromoBox, type AppliedPromo } from './promo-box';
import { useOrderPlacement } from './use-order-placement';

export interface UserCheckoutValues extends CashReceiptValues {
  shipping_address_id: string;
  note: string;
  payment_method: PaymentMethod;
  depositor_name: string;
  delivery_date: string;
}

function orderBody(values: UserCheckoutValues, promo: AppliedPromo | null): PlaceOrderBody {
  return {
    shipping_address_id: values.shipping_address_id,
    billing_address_id: values.shipping_address_id,
    payment_method: values.payment_method,
    depositor_name: depositorNameOf(values),
    note: orderNote(values.note),
    promo_code: promo?.code,
    delivery_date: values.delivery_date,
    cash_receipt: cashReceiptOf(values),
  };
}

interface UserCheckoutFormProps {
  cart: Cart;
  addresses: Address[];
  onPlaced?: () => void;
}

export function UserCheckoutForm({ cart, addresses, onPlaced }: UserCheckoutFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UserCheckoutValues>({
    defaultValues: {
      shipping_address_id: preferredAddress(addresses, 'shipping')?._id ?? '',
      note: '',
      payment_method: 'cash',
      depositor_name: '',
      delivery_date: '',
      cash_receipt_purpose: 'none',
      cash_receipt_identifier: '',
    },
  });
  const placement = useOrderPlacement({
    mutation: usePlaceOrder(),
    onPlaced,
    successMessage: t('checkout.orderPlaced'),
    failureFallback: t('checkout.orderFailedCheckDetails'),
    onRejected: useDeliveryDayConflict((date) => setValue('delivery_date', date)),
  });
  const shippingAddressId = useWatch({ control, name: 'shipping_address_id' });
  const { promo, setPromo, totals } = usePromoTotals(
    cart.subtotal,
    addresses.find((address) => address._id === shippingAddressId)?.postal_code,
  );
  const method = useWatch({ control, name: 'payment_method' });
  const receiptPurpose = useWatch({ control, name: 'cash_receipt_purpose' });

  const onValid = (values: UserCheckoutValues) =>
    placement.place(() => {
      if (cart.items.length > 0) return orderBody(values, promo);
      notify('error', t('cart.empty'));
      return null;
    });

  // The address first, as the spec has it; then whichever field is wrong.
  const onInvalid = (invalid: FieldErrors<UserCheckoutValues>) => {
    const first =
      invalid.shipping_address_id ??
      invalid.delivery_date ??
      invalid.depositor_name ??
      invalid.cash_receipt_identifier;
    notify('error', first?.message ?? t('checkout.fillRequired'));
  };

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <section className={`card ${styles.panel}`} aria-labelledby="address-title">
          <h2 id="address-title">{t('checkout.shippingAddress')}</h2>
          <AddressSelect
            id="shipping_address_id"
            label={t('checkout.deliverTo')}
            placeholder={
              addresses.length === 0
                ? t('checkout.noSavedAddresses')
                : t('checkout.selectAddressOption')
            }
            addresses={addresses}
            field={register('shipping_address_id', { required: t('checkout.selectAddress') })}
            error={errors.shipping_address_id?.message}
          />
          <p className={styles.hint}>
            <AppLink to={paths.myAddresses.getHref()}>{t('checkout.addAddress')}</AppLink>
          </p>
          <OrderNoteField field={register('note')} />
        </section>
        <DeliveryDayPicker
          field={register('delivery_date', { required: t('deliveryDay.required') })}
          error={errors.delivery_date?.message}
        />
        <PaymentSection
          method={method}
          methodField={register('payment_method')}
          depositorField={register(
            'depositor_name',
            depositorRule(t('checkout.depositorRequired')),
          )}
          depositorError={errors.depositor_name?.message}
        >
          <CashReceiptSection
            purpose={receiptPurpose}
            purposeField={register('cash_receipt_purpose')}
            identifierField={register('cash_receipt_identifier', cashReceiptIdentifierRule(t))}
            identifierError={errors.cash_receipt_identifier?.message}
          />
        </PaymentSection>
      </div>
      <CheckoutSide lines={cart.items} totals={totals} busy={isSubmitting || placement.isPending}>
        <PromoBox
          applied={promo}
          onChange={setPromo}
          check={(code) => validatePromoCode({ code, order_total: cart.subtotal })}
          emptyMessage={t('checkout.promoEmptyUser')}
        />
      </CheckoutSide>
    </form>
  );
}
