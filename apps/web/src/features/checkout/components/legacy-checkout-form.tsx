import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import type { PlaceOrderBody } from '@jangbogi/contracts/orders';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { useRemoteAreaSurcharge } from '@/features/cart/api/get-cart';
import { usePlaceOrder } from '../api/place-order';
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
import { checkoutTotals, CheckoutSide } from './order-summary';
import { PaymentMethodField, type PaymentOption } from './payment-section';
import { useOrderPlacement } from './use-order-placement';

interface LegacyCheckoutValues extends CashReceiptValues {
  shipping_address_id: string;
  billing_address_id: string;
  sameAsShipping: boolean;
  payment_method: 'cash';
  note: string;
  delivery_date: string;
}

/** The order as the server takes it, or null when an address is missing. */
function orderBody(values: LegacyCheckoutValues): PlaceOrderBody | null {
  const billingId = values.sameAsShipping ? values.shipping_address_id : values.billing_address_id;
  if (!values.shipping_address_id || !billingId) return null;
  return {
    shipping_address_id: values.shipping_address_id,
    billing_address_id: billingId,
    payment_method: values.payment_method,
    note: orderNote(values.note),
    delivery_date: values.delivery_date,
    cash_receipt: cashReceiptOf(values),
  };
}

interface LegacyCheckoutFormProps {
  cart: Cart;
  addresses: Address[];
  onPlaced?: () => void;
}

/** The older order form: cash only, shipping and billing addresses from the address book. */
export function LegacyCheckoutForm({ cart, addresses, onPlaced }: LegacyCheckoutFormProps) {
  const t = useT();
  const shipping = preferredAddress(addresses, 'shipping');
  // Billing falls back to the default billing address, then to the shipping one.
  const billing = addresses.find((address) => address.is_default_billing) ?? shipping;
  const { register, handleSubmit, control, setValue, formState } = useForm<LegacyCheckoutValues>({
    defaultValues: {
      shipping_address_id: shipping?._id ?? '',
      billing_address_id: billing?._id ?? '',
      sameAsShipping: !billing || billing._id === shipping?._id,
      payment_method: 'cash',
      note: '',
      delivery_date: '',
      cash_receipt_purpose: 'none',
      cash_receipt_identifier: '',
    },
  });
  const placement = useOrderPlacement({
    mutation: usePlaceOrder(),
    onPlaced,
    onRejected: useDeliveryDayConflict((date) => setValue('delivery_date', date)),
  });
  const sameAsShipping = useWatch({ control, name: 'sameAsShipping' });
  const receiptPurpose = useWatch({ control, name: 'cash_receipt_purpose' });
  const shippingAddressId = useWatch({ control, name: 'shipping_address_id' });
  const surcharge = useRemoteAreaSurcharge(
    addresses.find((address) => address._id === shippingAddressId)?.postal_code,
  );
  const totals = checkoutTotals(cart.subtotal, 0, surcharge);
  // Cash only: the other methods are shown as coming.
  const paymentOptions: PaymentOption[] = [
    { value: 'cash', label: t('checkout.cashOnDelivery') },
    { value: 'card', label: t('checkout.cardComingSoon'), disabled: true },
    { value: 'bank', label: t('checkout.bankComingSoon'), disabled: true },
  ];

  const onSubmit = (values: LegacyCheckoutValues) =>
    placement.place(() => {
      const body = orderBody(values);
      if (body === null) notify('error', t('checkout.noAddresses'));
      else if (cart.items.length === 0) notify('error', t('cart.empty'));
      else return body;
      return null;
    });

  const onInvalid = (invalid: FieldErrors<LegacyCheckoutValues>) => {
    const first = invalid.delivery_date ?? invalid.cash_receipt_identifier;
    if (first?.message) notify('error', first.message);
  };

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <section className={`card ${styles.panel}`} aria-labelledby="order-form-title">
          <h2 id="order-form-title">{t('checkout.deliveryAndPayment')}</h2>
          <AddressSelect
            id="shipping_address_id"
            label={t('checkout.shippingAddress')}
            placeholder={t('checkout.selectShipping')}
            addresses={addresses}
            field={register('shipping_address_id')}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" {...register('sameAsShipping')} /> {t('checkout.sameAsShipping')}
          </label>
          {!sameAsShipping && (
            <AddressSelect
              id="billing_address_id"
              label={t('checkout.billingAddress')}
              placeholder={t('checkout.selectBilling')}
              addresses={addresses}
              field={register('billing_address_id')}
            />
          )}
          <p className={styles.hint}>
            <AppLink to={paths.myAddresses.getHref()}>{t('checkout.manageAddresses')}</AppLink>
          </p>
          <PaymentMethodField field={register('payment_method')} options={paymentOptions} />
          <CashReceiptSection
            purpose={receiptPurpose}
            purposeField={register('cash_receipt_purpose')}
            identifierField={register('cash_receipt_identifier', cashReceiptIdentifierRule(t))}
            identifierError={formState.errors.cash_receipt_identifier?.message}
          />
          <OrderNoteField
            field={register('note')}
            label={t('checkout.deliveryInstructions')}
            withPlaceholder={false}
          />
        </section>
        <DeliveryDayPicker
          field={register('delivery_date', { required: t('deliveryDay.required') })}
          error={formState.errors.delivery_date?.message}
        />
      </div>
      <CheckoutSide
        lines={cart.items}
        totals={totals}
        busy={formState.isSubmitting || placement.isPending}
      />
    </form>
  );
}
