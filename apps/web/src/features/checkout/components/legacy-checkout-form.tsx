import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import type { PlaceOrderBody } from '@jangbogi/contracts/orders';
import { useForm, useWatch } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { AddressSelect } from './address-select';
import { preferredAddress } from './address-text';
import styles from './checkout.module.css';
import { OrderNoteField, orderNote } from './order-note-field';
import { checkoutTotals, CheckoutSide } from './order-summary';
import { PaymentMethodField } from './payment-section';
import { EMPTY_CART_MESSAGE } from './use-checkout-cart';
import { useOrderPlacement } from './use-order-placement';

interface LegacyCheckoutValues {
  shipping_address_id: string;
  billing_address_id: string;
  sameAsShipping: boolean;
  payment_method: 'cash';
  note: string;
}

export const NO_ADDRESSES = 'No default or selected addresses found';

// Cash only: the other methods are shown as coming.
const LEGACY_PAYMENT_OPTIONS = [
  { value: 'cash', label: 'Cash on Delivery' },
  { value: 'card', label: 'Card (Coming Soon)', disabled: true },
  { value: 'bank', label: 'Bank Transfer (Coming Soon)', disabled: true },
];

function orderBody(values: LegacyCheckoutValues): PlaceOrderBody | null {
  const billingId = values.sameAsShipping ? values.shipping_address_id : values.billing_address_id;
  if (!values.shipping_address_id || !billingId) {
    notify('error', NO_ADDRESSES);
    return null;
  }
  return {
    shipping_address_id: values.shipping_address_id,
    billing_address_id: billingId,
    payment_method: values.payment_method,
    note: orderNote(values.note),
  };
}

interface LegacyCheckoutFormProps {
  cart: Cart;
  addresses: Address[];
  onPlaced?: () => void;
}

/** The older order form: cash only, shipping and billing addresses from the address book. */
export function LegacyCheckoutForm({ cart, addresses, onPlaced }: LegacyCheckoutFormProps) {
  const placement = useOrderPlacement({ mutation: usePlaceOrder(), onPlaced });
  const shipping = preferredAddress(addresses, 'shipping');
  // Billing falls back to the default billing address, then to the shipping one.
  const billing = addresses.find((address) => address.is_default_billing) ?? shipping;
  const { register, handleSubmit, control, formState } = useForm<LegacyCheckoutValues>({
    defaultValues: {
      shipping_address_id: shipping?._id ?? '',
      billing_address_id: billing?._id ?? '',
      sameAsShipping: !billing || billing._id === shipping?._id,
      payment_method: 'cash',
      note: '',
    },
  });
  const sameAsShipping = useWatch({ control, name: 'sameAsShipping' });
  const totals = checkoutTotals(cart.subtotal, 0);

  const onSubmit = (values: LegacyCheckoutValues) =>
    placement.place(() => {
      const body = orderBody(values);
      if (body === null || cart.items.length > 0) return body;
      notify('error', EMPTY_CART_MESSAGE);
      return null;
    });

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      <section className={`card ${styles.panel}`} aria-labelledby="order-form-title">
        <h2 id="order-form-title">Delivery and Payment</h2>
        <AddressSelect
          id="shipping_address_id"
          label="Shipping Address"
          placeholder="Select a shipping address"
          addresses={addresses}
          field={register('shipping_address_id')}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('sameAsShipping')} /> Same as shipping address
        </label>
        {!sameAsShipping && (
          <AddressSelect
            id="billing_address_id"
            label="Billing Address"
            placeholder="Select a billing address"
            addresses={addresses}
            field={register('billing_address_id')}
          />
        )}
        <p className={styles.hint}>
          <AppLink to={paths.myAddresses.getHref()}>Manage your addresses</AppLink>
        </p>
        <PaymentMethodField field={register('payment_method')} options={LEGACY_PAYMENT_OPTIONS} />
        <OrderNoteField field={register('note')} label="Delivery Instructions" placeholder={null} />
      </section>
      <CheckoutSide
        lines={cart.items}
        totals={totals}
        busy={formState.isSubmitting || placement.isPending}
      />
    </form>
  );
}
