import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import type { PaymentMethod, PlaceOrderBody } from '@jangbogi/contracts/orders';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { usePlaceOrder } from '../api/place-order';
import { validatePromoCode } from '../api/promos';
import { AddressSelect } from './address-select';
import { preferredAddress } from './address-text';
import styles from './checkout.module.css';
import { OrderNoteField, orderNote } from './order-note-field';
import { CheckoutSide, usePromoTotals } from './order-summary';
import { ORDER_FAILED_CHECK_DETAILS } from './place-order-error';
import {
  DEPOSITOR_REQUIRED,
  depositorNameOf,
  depositorRule,
  PaymentSection,
} from './payment-section';
import { PromoBox, type AppliedPromo } from './promo-box';
import { EMPTY_CART_MESSAGE } from './use-checkout-cart';
import { ORDER_PLACED, useOrderPlacement } from './use-order-placement';

export interface UserCheckoutValues {
  shipping_address_id: string;
  note: string;
  payment_method: PaymentMethod;
  depositor_name: string;
}

export const SELECT_ADDRESS = 'Please select an address';

function orderBody(values: UserCheckoutValues, promo: AppliedPromo | null): PlaceOrderBody {
  return {
    shipping_address_id: values.shipping_address_id,
    billing_address_id: values.shipping_address_id,
    payment_method: values.payment_method,
    depositor_name: depositorNameOf(values),
    note: orderNote(values.note),
    promo_code: promo?.code,
  };
}

interface UserCheckoutFormProps {
  cart: Cart;
  addresses: Address[];
  onPlaced?: () => void;
}

export function UserCheckoutForm({ cart, addresses, onPlaced }: UserCheckoutFormProps) {
  const placement = useOrderPlacement({
    mutation: usePlaceOrder(),
    onPlaced,
    successMessage: ORDER_PLACED,
    failureFallback: ORDER_FAILED_CHECK_DETAILS,
  });
  const { promo, setPromo, totals } = usePromoTotals(cart.subtotal);
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

  const onValid = (values: UserCheckoutValues) =>
    placement.place(() => {
      if (cart.items.length > 0) return orderBody(values, promo);
      notify('error', EMPTY_CART_MESSAGE);
      return null;
    });

  const onInvalid = (invalid: FieldErrors<UserCheckoutValues>) => {
    notify('error', invalid.shipping_address_id ? SELECT_ADDRESS : DEPOSITOR_REQUIRED);
  };

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <section className={`card ${styles.panel}`} aria-labelledby="address-title">
          <h2 id="address-title">Shipping Address</h2>
          <AddressSelect
            id="shipping_address_id"
            label="Deliver to"
            placeholder={addresses.length === 0 ? 'No saved addresses yet' : 'Select an address'}
            addresses={addresses}
            field={register('shipping_address_id', { required: SELECT_ADDRESS })}
            error={errors.shipping_address_id?.message}
          />
          <p className={styles.hint}>
            <AppLink to={paths.myAddresses.getHref()}>+ Add a new address</AppLink>
          </p>
          <OrderNoteField field={register('note')} />
        </section>
        <PaymentSection
          method={method}
          methodField={register('payment_method')}
          depositorField={register('depositor_name', depositorRule)}
          depositorError={errors.depositor_name?.message}
        />
      </div>
      <CheckoutSide lines={cart.items} totals={totals} busy={isSubmitting || placement.isPending}>
        <PromoBox
          applied={promo}
          onChange={setPromo}
          check={(code) => validatePromoCode({ code, order_total: cart.subtotal })}
          emptyMessage="Enter a promo code"
        />
      </CheckoutSide>
    </form>
  );
}
