import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import type { PaymentMethod, PlaceOrderBody } from '@jangbogi/contracts/orders';
import { formatWon } from '@jangbogi/contracts/money';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { confirmationOf, orderSuccessHref } from '@/features/orders/components/order-confirmation';
import { useIdempotencyKey } from '../api/idempotency-key';
import { usePlaceOrder } from '../api/place-order';
import { validatePromoCode } from '../api/promos';
import { formatAddress, preferredAddress } from './address-text';
import styles from './checkout.module.css';
import { FormField, fieldInputClass } from '@/components/form-field';
import { checkoutTotals, OrderSummary } from './order-summary';
import { ORDER_FAILED_CHECK_DETAILS, placeOrderErrorMessage } from './place-order-error';
import { DEPOSITOR_REQUIRED, PaymentSection } from './payment-section';
import { PromoBox, type AppliedPromo } from './promo-box';
import { AppLink } from '@/components/app-link';

export interface UserCheckoutValues {
  shipping_address_id: string;
  note: string;
  payment_method: PaymentMethod;
  depositor_name: string;
}

export const SELECT_ADDRESS = 'Please select an address';

const rules = {
  shipping_address_id: { required: SELECT_ADDRESS },
  // The spec asks for a depositor name with either method; D5 needs it for account transfer only.
  depositor_name: {
    validate: (value: string, values: UserCheckoutValues) =>
      values.payment_method !== 'account_transfer' || value.trim() !== '' || DEPOSITOR_REQUIRED,
  },
};

function orderBody(values: UserCheckoutValues, promo: AppliedPromo | null): PlaceOrderBody {
  const isTransfer = values.payment_method === 'account_transfer';
  return {
    shipping_address_id: values.shipping_address_id,
    billing_address_id: values.shipping_address_id,
    payment_method: values.payment_method,
    depositor_name: isTransfer ? values.depositor_name.trim() : undefined,
    note: values.note.trim() || undefined,
    promo_code: promo?.code,
  };
}

interface UserCheckoutFormProps {
  cart: Cart;
  addresses: Address[];
  onPlaced?: () => void;
}

export function UserCheckoutForm({ cart, addresses, onPlaced }: UserCheckoutFormProps) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const idempotencyKeyFor = useIdempotencyKey();
  const submitting = useRef(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UserCheckoutValues>({
    defaultValues: {
      shipping_address_id: preferredAddress(addresses, 'shipping')?._id ?? '',
      note: '',
      payment_method: 'cash',
      depositor_name: '',
    },
  });
  const method = useWatch({ control, name: 'payment_method' });
  const totals = checkoutTotals(cart.subtotal, promo?.discount ?? 0);

  const onValid = async (values: UserCheckoutValues) => {
    if (submitting.current) return;
    if (cart.items.length === 0) {
      notify('error', 'Your cart is empty');
      return;
    }
    const body = orderBody(values, promo);
    submitting.current = true;
    try {
      const placed = await placeOrder.mutateAsync({
        body,
        idempotencyKey: idempotencyKeyFor(body),
      });
      onPlaced?.();
      notify('success', 'Order placed successfully!');
      await navigate(orderSuccessHref(placed._id), {
        state: confirmationOf(placed),
        replace: true,
      });
    } catch (error) {
      notify('error', placeOrderErrorMessage(error, ORDER_FAILED_CHECK_DETAILS));
    } finally {
      submitting.current = false;
    }
  };

  const onInvalid = (invalid: FieldErrors<UserCheckoutValues>) => {
    notify('error', invalid.shipping_address_id ? SELECT_ADDRESS : DEPOSITOR_REQUIRED);
  };

  const busy = isSubmitting || placeOrder.isPending;

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <section className={`card ${styles.panel}`} aria-labelledby="address-title">
          <h2 id="address-title">Shipping Address</h2>
          <FormField
            id="shipping_address_id"
            label="Deliver to"
            error={errors.shipping_address_id?.message}
          >
            <select
              className={fieldInputClass}

              {...register('shipping_address_id', rules.shipping_address_id)}
            >
              <option value="">
                {addresses.length === 0 ? 'No saved addresses yet' : 'Select an address'}
              </option>
              {addresses.map((address) => (
                <option key={address._id} value={address._id}>
                  {formatAddress(address)}
                </option>
              ))}
            </select>
          </FormField>
          <p className={styles.hint}>
            <AppLink to={paths.myAddresses.getHref()}>+ Add a new address</AppLink>
          </p>
          <FormField id="note" label="Order Notes" optional>
            <textarea
              className={fieldInputClass}
              placeholder="Notes about your order, e.g. delivery instructions"
              {...register('note')}
            />
          </FormField>
        </section>
        <PaymentSection
          method={method}
          methodField={register('payment_method')}
          depositorField={register('depositor_name', rules.depositor_name)}
          depositorError={errors.depositor_name?.message}
        />
      </div>
      <div className={styles.side}>
        <OrderSummary lines={cart.items} totals={totals} />
        <PromoBox
          applied={promo}
          onChange={setPromo}
          check={(code) => validatePromoCode({ code, order_total: cart.subtotal })}
          emptyMessage="Enter a promo code"
        />
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
