import type { Address } from '@jangbogi/contracts/addresses';
import type { Cart } from '@jangbogi/contracts/cart';
import { fullName } from '@jangbogi/contracts/person-name';
import type { User } from '@jangbogi/contracts/users';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useLocale, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { usePlaceCheckoutOrder, type CheckoutBody } from '../api/place-order';
import { applyPromoCode, validatePromoCode } from '../api/promos';
import { NEW_ADDRESS } from './address-select';
import { CashReceiptSection } from './cash-receipt-section';
import styles from './checkout.module.css';
import {
  checkoutDefaults,
  guestOrderBody,
  NAMED_ALONE,
  rulesIn,
  userOrderBody,
  type CheckoutValues,
} from './checkout-values';
import { DeliveryAddressSection } from './delivery-address-section';
import { DeliveryDayPicker, useDeliveryDayConflict } from './delivery-day-picker';
import { DeliveryRequestSection } from './delivery-request-section';
import { CheckoutSide, usePromoTotals } from './order-summary';
import { OrdererSection } from './orderer-section';
import { PaymentSection } from './payment-section';
import { PrivacyConsent } from './privacy-consent';
import { PromoBox } from './promo-box';
import { SubstitutionSection } from './substitution-section';
import { useOrderPlacement } from './use-order-placement';
import { tossPaymentDue, useTossPayment, type TossWidgetHandle } from './use-toss-payment';

/** Who is checking out: a guest with their session token, or a signed-in shopper. */
export type Buyer =
  { kind: 'guest'; guestToken: string | null } | { kind: 'user'; user: User; addresses: Address[] };

interface CheckoutFormProps {
  cart: Cart;
  buyer: Buyer;
  /** Called just before leaving for the confirmation page (the cart is about to become empty). */
  onPlaced?: () => void;
}

/**
 * The one checkout: 주문자, 배송지 with 받는 분, 배송 요청사항, the delivery day, payment with the
 * cash receipt, and for a guest the consent to the use of their data. A signed-in shopper's
 * orderer is the account and the address comes from the address book or is typed; a guest types
 * both.
 */
export function CheckoutForm({ cart, buyer, onPlaced }: CheckoutFormProps) {
  const t = useT();
  const rules = rulesIn(t, useLocale());
  const user = buyer.kind === 'user' ? buyer.user : null;
  const addresses = buyer.kind === 'user' ? buyer.addresses : null;
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({ defaultValues: checkoutDefaults(addresses) });
  const tossWidget = useRef<TossWidgetHandle | null>(null);
  const toss = useTossPayment(tossWidget);
  const placement = useOrderPlacement<CheckoutBody>({
    mutation: usePlaceCheckoutOrder(),
    onPlaced,
    successMessage: t('checkout.orderPlaced'),
    ...(user ? { failureFallback: t('checkout.orderFailedCheckDetails') } : {}),
    onRejected: useDeliveryDayConflict((date) => setValue('delivery_date', date)),
    payOnline: (placed) => (tossPaymentDue(placed) ? toss.pay(placed) : null),
  });
  const [postcode, addressId, method, receiptPurpose, recipientSame, entranceKind] = useWatch({
    control,
    name: [
      'postal_code',
      'shipping_address_id',
      'payment_method',
      'cash_receipt_purpose',
      'recipient_same',
      'entrance_kind',
    ],
  });
  const savedAddress = addresses?.find((address) => address._id === addressId);
  const typingAddress = addresses !== null && addressId === NEW_ADDRESS;
  const { promo, setPromo, totals } = usePromoTotals(
    cart.subtotal,
    addresses && !typingAddress ? savedAddress?.postal_code : postcode,
  );

  // A saved address names its own recipient: the form starts from it whenever one is chosen.
  useEffect(() => {
    if (!savedAddress || !user) return;
    setValue('recipient_name', savedAddress.full_name);
    setValue('recipient_phone', savedAddress.phone);
    setValue('recipient_same', savedAddress.full_name === fullName(user.firstName, user.lastName));
  }, [savedAddress, user, setValue]);

  const onValid = (values: CheckoutValues) =>
    placement.place(() => {
      if (cart.items.length === 0) {
        notify('error', t('cart.empty'));
        return null;
      }
      if (values.payment_method === 'toss' && !toss.ready()) return null;
      if (user) return userOrderBody(values, user, promo);
      if (buyer.kind === 'guest' && buyer.guestToken)
        return guestOrderBody(values, buyer.guestToken, promo);
      notify('error', t('checkout.noToken'));
      return null;
    });

  const onInvalid = (invalid: FieldErrors<CheckoutValues>) => {
    const fields = Object.keys(invalid) as (keyof CheckoutValues)[];
    const [only] = fields;
    // The address first, as the spec has it; a single problem elsewhere is named; anything more
    // gets the spec's summary.
    const alone =
      fields.length === 1 && only && NAMED_ALONE.includes(only)
        ? invalid[only]?.message
        : undefined;
    const named =
      invalid.shipping_address_id?.message ?? (typeof alone === 'string' ? alone : undefined);
    notify('error', named ?? t('checkout.fillRequired'));
  };

  return (
    <form
      method="post"
      className={styles.layout}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
    >
      <div className={styles.stack}>
        <OrdererSection user={user} register={register} rules={rules} errors={errors} />
        <DeliveryAddressSection
          addresses={addresses}
          typingAddress={typingAddress}
          recipientSame={recipientSame}
          register={register}
          setValue={setValue}
          rules={rules}
          errors={errors}
        />
        <DeliveryRequestSection
          entranceKind={entranceKind}
          register={register}
          rules={rules}
          errors={errors}
        />
        <DeliveryDayPicker
          field={register('delivery_date', rules.delivery_date)}
          error={errors.delivery_date?.message}
        />
        <SubstitutionSection
          lines={cart.items}
          initial={user?.substitution_default ?? 'refund'}
          register={register}
        />
        <PaymentSection
          method={method}
          toss={{ customerKey: user?._id ?? null, amount: totals.total, handle: tossWidget }}
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
        {!user && (
          <PrivacyConsent
            field={register('privacy_consent', rules.privacy_consent)}
            error={errors.privacy_consent?.message}
          />
        )}
      </div>
      <CheckoutSide
        lines={cart.items}
        totals={totals}
        busy={isSubmitting || placement.isPending}
        belowMinimum={
          cart.amount_to_minimum_order > 0
            ? { amount: cart.amount_to_minimum_order, minimum: cart.minimum_order_amount }
            : null
        }
      >
        <PromoBox
          applied={promo}
          onChange={setPromo}
          check={(code) =>
            user
              ? validatePromoCode({ code, order_total: cart.subtotal })
              : applyPromoCode({ code })
          }
          emptyMessage={user ? t('checkout.promoEmptyUser') : t('checkout.promoEmptyGuest')}
        />
      </CheckoutSide>
    </form>
  );
}
