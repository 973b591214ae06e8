import type { Cart } from '@jangbogi/contracts/cart';
import type { GuestCheckoutBody, PaymentMethod } from '@jangbogi/contracts/orders';
import { formatWon } from '@jangbogi/contracts/money';
import { useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { confirmationOf, orderSuccessHref } from '@/features/orders/components/order-confirmation';
import { useIdempotencyKey } from '../api/idempotency-key';
import { usePlaceGuestOrder } from '../api/place-order';
import { applyPromoCode } from '../api/promos';
import styles from './checkout.module.css';
import { FormField, fieldInputClass } from '@/components/form-field';
import { checkoutTotals, OrderSummary } from './order-summary';
import { placeOrderErrorMessage } from './place-order-error';
import { DEPOSITOR_REQUIRED, PaymentSection } from './payment-section';
import { PromoBox, type AppliedPromo } from './promo-box';

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
  emptyCart: 'Your cart is empty',
} as const;

// The spec's guest address defaults.
const GUEST_COUNTRY = 'South Korea';
const GUEST_POSTAL_CODE = '01018';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PHONE_LENGTH = 10;

const required = (message: string) => (value: string) => value.trim() !== '' || message;

const rules = {
  firstName: { validate: required('First name is required') },
  lastName: { validate: required('Last name is required') },
  street: { validate: required('Address is required') },
  city: { validate: required('City is required') },
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
  depositor_name: {
    validate: (value: string, values: GuestCheckoutValues) =>
      values.payment_method !== 'account_transfer' || value.trim() !== '' || DEPOSITOR_REQUIRED,
  },
};

function guestOrderBody(
  values: GuestCheckoutValues,
  guestToken: string,
  promo: AppliedPromo | null,
): GuestCheckoutBody {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const isTransfer = values.payment_method === 'account_transfer';
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
    depositor_name: isTransfer ? values.depositor_name.trim() : undefined,
    note: values.note.trim() || undefined,
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
  const navigate = useNavigate();
  const placeOrder = usePlaceGuestOrder();
  const idempotencyKeyFor = useIdempotencyKey();
  const submitting = useRef(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
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
  const totals = checkoutTotals(cart.subtotal, promo?.discount ?? 0);

  const onValid = async (values: GuestCheckoutValues) => {
    if (submitting.current) return;
    if (!guestToken) {
      notify('error', GUEST_CHECKOUT_MESSAGES.noToken);
      return;
    }
    if (cart.items.length === 0) {
      notify('error', GUEST_CHECKOUT_MESSAGES.emptyCart);
      return;
    }
    const body = guestOrderBody(values, guestToken, promo);
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
      notify('error', placeOrderErrorMessage(error));
    } finally {
      submitting.current = false;
    }
  };

  const onInvalid = (invalid: FieldErrors<GuestCheckoutValues>) => {
    const fields = Object.keys(invalid);
    notify(
      'error',
      fields.length === 1 && fields[0] === 'depositor_name'
        ? DEPOSITOR_REQUIRED
        : GUEST_CHECKOUT_MESSAGES.invalid,
    );
  };

  const busy = isSubmitting || placeOrder.isPending;

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
          check={(code) => applyPromoCode({ code })}
          emptyMessage="Please enter a promo code"
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
