import type { Cart } from '@jangbogi/contracts/cart';
import type { GuestCheckoutBody, PaymentMethod } from '@jangbogi/contracts/orders';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { usePlaceGuestOrder } from '../api/place-order';
import { applyPromoCode } from '../api/promos';
import styles from './checkout.module.css';
import { OrderNoteField, orderNote } from './order-note-field';
import { CheckoutSide, usePromoTotals } from './order-summary';
import {
  DEPOSITOR_REQUIRED,
  depositorNameOf,
  depositorRule,
  PaymentSection,
} from './payment-section';
import { PromoBox, type AppliedPromo } from './promo-box';
import { EMPTY_CART_MESSAGE } from './use-checkout-cart';
import { ORDER_PLACED, useOrderPlacement } from './use-order-placement';
import { requiredText } from '@/lib/form-rules';

export interface GuestCheckoutValues {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  phone: string;
  email: string;
  note: string;
  payment_method: PaymentMethod;
  depositor_name: string;
}

export const GUEST_CHECKOUT_MESSAGES = {
  invalid: 'Please fill in all required fields',
  noToken: 'Authentication token not found',
  emptyCart: EMPTY_CART_MESSAGE,
} as const;

// The spec's guest address defaults.
const GUEST_COUNTRY = 'South Korea';
const GUEST_POSTAL_CODE = '01018';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PHONE_LENGTH = 10;

const rules = {
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  street: requiredText('Address is required'),
  city: requiredText('City is required'),
  phone: {
    validate: (value: string) =>
      value.trim() === ''
        ? 'Phone number is required'
        : value.trim().length >= MIN_PHONE_LENGTH || 'Please enter a valid phone number',
  },
  email: {
    validate: (value: string) =>
      value.trim() === ''
        ? 'Email is required'
        : EMAIL_PATTERN.test(value.trim()) || 'Please enter a valid email address',
  },
  depositor_name: depositorRule,
};

function guestOrderBody(
  values: GuestCheckoutValues,
  guestToken: string,
  promo: AppliedPromo | null,
): GuestCheckoutBody {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    guest_token: guestToken,
    first_name: firstName,
    last_name: lastName,
    name: `${firstName} ${lastName}`,
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: {
      full_name: `${firstName} ${lastName}`,
      street: values.street.trim(),
      city: values.city.trim(),
      postal_code: GUEST_POSTAL_CODE,
      country: GUEST_COUNTRY,
    },
    payment_method: values.payment_method,
    depositor_name: depositorNameOf(values),
    note: orderNote(values.note),
    promo_code: promo?.code,
  };
}

interface GuestCheckoutFormProps {
  cart: Cart;
  guestToken: string | null;
  /** Called just before leaving for the confirmation page (the cart is about to become empty). */
  onPlaced?: () => void;
}

export function GuestCheckoutForm({ cart, guestToken, onPlaced }: GuestCheckoutFormProps) {
  const placement = useOrderPlacement({
    mutation: usePlaceGuestOrder(),
    onPlaced,
    successMessage: ORDER_PLACED,
  });
  const { promo, setPromo, totals } = usePromoTotals(cart.subtotal);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GuestCheckoutValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      street: '',
      city: '',
      phone: '',
      email: '',
      note: '',
      payment_method: 'account_transfer',
      depositor_name: '',
    },
  });
  const method = useWatch({ control, name: 'payment_method' });

  const onValid = (values: GuestCheckoutValues) =>
    placement.place(() => {
      if (!guestToken) {
        notify('error', GUEST_CHECKOUT_MESSAGES.noToken);
        return null;
      }
      if (cart.items.length === 0) {
        notify('error', GUEST_CHECKOUT_MESSAGES.emptyCart);
        return null;
      }
      return guestOrderBody(values, guestToken, promo);
    });

  const onInvalid = (invalid: FieldErrors<GuestCheckoutValues>) => {
    const fields = Object.keys(invalid);
    notify(
      'error',
      fields.length === 1 && fields[0] === 'depositor_name'
        ? DEPOSITOR_REQUIRED
        : GUEST_CHECKOUT_MESSAGES.invalid,
    );
  };

  return (
    <form
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <section className={`card ${styles.panel}`} aria-labelledby="shipping-title">
          <h2 id="shipping-title">Shipping Details</h2>
          <div className={styles.row}>
            <FormField id="firstName" label="First Name" error={errors.firstName?.message}>
              <input
                className={fieldInputClass}
                autoComplete="given-name"
                {...register('firstName', rules.firstName)}
              />
            </FormField>
            <FormField id="lastName" label="Last Name" error={errors.lastName?.message}>
              <input
                className={fieldInputClass}
                autoComplete="family-name"
                {...register('lastName', rules.lastName)}
              />
            </FormField>
          </div>
          <FormField id="street" label="Street Address" error={errors.street?.message}>
            <input
              className={fieldInputClass}
              autoComplete="street-address"
              {...register('street', rules.street)}
            />
          </FormField>
          <FormField id="city" label="Town / City" error={errors.city?.message}>
            <input
              className={fieldInputClass}
              autoComplete="address-level2"
              {...register('city', rules.city)}
            />
          </FormField>
          <div className={styles.row}>
            <FormField id="phone" label="Phone" error={errors.phone?.message}>
              <input
                className={fieldInputClass}
                type="tel"
                autoComplete="tel"
                {...register('phone', rules.phone)}
              />
            </FormField>
            <FormField id="email" label="Email" error={errors.email?.message}>
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
        <PaymentSection
          method={method}
          methodField={register('payment_method')}
          depositorField={register('depositor_name', rules.depositor_name)}
          depositorError={errors.depositor_name?.message}
        />
      </div>
      <CheckoutSide lines={cart.items} totals={totals} busy={isSubmitting || placement.isPending}>
        <PromoBox
          applied={promo}
          onChange={setPromo}
          check={(code) => applyPromoCode({ code })}
          emptyMessage="Please enter a promo code"
        />
      </CheckoutSide>
    </form>
  );
}
