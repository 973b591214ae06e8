import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import type { PlaceOrderBody } from '@jangbogi/contracts/orders';
import { formatWon } from '@jangbogi/contracts/money';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { confirmationOf, orderSuccessHref } from '@/features/orders/components/order-confirmation';
import { useIdempotencyKey } from '../api/idempotency-key';
import { usePlaceOrder } from '../api/place-order';
import { formatAddress, preferredAddress } from './address-text';
import styles from './checkout.module.css';
import { FormField, fieldInputClass } from '@/components/form-field';
import { checkoutTotals, OrderSummary } from './order-summary';
import { placeOrderErrorMessage } from './place-order-error';
import { AppLink } from '@/components/app-link';

interface LegacyCheckoutValues {
  shipping_address_id: string;
  billing_address_id: string;
  sameAsShipping: boolean;
  payment_method: 'cash';
  note: string;
}

export const NO_ADDRESSES = 'No default or selected addresses found';

interface LegacyCheckoutFormProps {
  cart: Cart;
  addresses: Address[];
  onPlaced?: () => void;
}

/** The older order form: cash only, shipping and billing addresses from the address book. */
export function LegacyCheckoutForm({ cart, addresses, onPlaced }: LegacyCheckoutFormProps) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const idempotencyKeyFor = useIdempotencyKey();
  const submitting = useRef(false);
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

  const onSubmit = async (values: LegacyCheckoutValues) => {
    if (submitting.current) return;
    const billingId = values.sameAsShipping
      ? values.shipping_address_id
      : values.billing_address_id;
    if (!values.shipping_address_id || !billingId) {
      notify('error', NO_ADDRESSES);
      return;
    }
    if (cart.items.length === 0) {
      notify('error', 'Your cart is empty');
      return;
    }
    const body: PlaceOrderBody = {
      shipping_address_id: values.shipping_address_id,
      billing_address_id: billingId,
      payment_method: values.payment_method,
      note: values.note.trim() || undefined,
    };
    submitting.current = true;
    try {
      const placed = await placeOrder.mutateAsync({
        body,
        idempotencyKey: idempotencyKeyFor(body),
      });
      onPlaced?.();
      await navigate(orderSuccessHref(placed._id), {
        state: confirmationOf(placed),
        replace: true,
      });
    } catch (error) {
      notify('error', placeOrderErrorMessage(error));
    } finally {
      submitting.current = false;
    }
  };

  const addressOptions = addresses.map((address) => (
    <option key={address._id} value={address._id}>
      {formatAddress(address)}
    </option>
  ));
  const busy = formState.isSubmitting || placeOrder.isPending;

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
    >
      <section className={`card ${styles.panel}`} aria-labelledby="order-form-title">
        <h2 id="order-form-title">Delivery and Payment</h2>
        <FormField id="shipping_address_id" label="Shipping Address">
          <select className={fieldInputClass} {...register('shipping_address_id')}>
            <option value="">Select a shipping address</option>
            {addressOptions}
          </select>
        </FormField>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('sameAsShipping')} /> Same as shipping address
        </label>
        {!sameAsShipping && (
          <FormField id="billing_address_id" label="Billing Address">
            <select className={fieldInputClass} {...register('billing_address_id')}>
              <option value="">Select a billing address</option>
              {addressOptions}
            </select>
          </FormField>
        )}
        <p className={styles.hint}>
          <AppLink to={paths.myAddresses.getHref()}>Manage your addresses</AppLink>
        </p>
        <FormField id="payment_method" label="Payment Method">
          <select className={fieldInputClass} {...register('payment_method')}>
            <option value="cash">Cash on Delivery</option>
            <option value="card" disabled>
              Card (Coming Soon)
            </option>
            <option value="bank" disabled>
              Bank Transfer (Coming Soon)
            </option>
          </select>
        </FormField>
        <FormField id="note" label="Delivery Instructions" optional>
          <textarea className={fieldInputClass} {...register('note')} />
        </FormField>
      </section>
      <div className={styles.side}>
        <OrderSummary lines={cart.items} totals={totals} />
        <button
          type="submit"
          className={`btn btn-primary ${styles.placeOrder}`}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Placing Order…' : `Place Order (${formatWon(totals.total)})`}
        </button>
      </div>
    </form>
  );
}
