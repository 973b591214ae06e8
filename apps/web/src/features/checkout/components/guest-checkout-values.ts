// What the guest checkout form holds, how each field is checked, and the order it becomes.
import type { GuestCheckoutBody, PaymentMethod } from '@jangbogi/contracts/orders';
import { fullName } from '@jangbogi/contracts/person-name';
import { readPostcode } from '@jangbogi/contracts/postcode';
import type { Locale } from '@/i18n/locales';
import type { useT } from '@/i18n/use-i18n';
import { phoneMessage, postcodeMessage } from '@/lib/address-rules';
import { requiredText } from '@/lib/form-rules';
import {
  cashReceiptIdentifierRule,
  cashReceiptOf,
  type CashReceiptValues,
} from './cash-receipt-section';
import { orderNote } from './order-note-field';
import { depositorNameOf, depositorRule } from './payment-section';
import type { AppliedPromo } from './promo-box';

export interface GuestCheckoutValues extends CashReceiptValues {
  firstName: string;
  lastName: string;
  postal_code: string;
  street: string;
  city: string;
  phone: string;
  email: string;
  note: string;
  payment_method: PaymentMethod;
  depositor_name: string;
  delivery_date: string;
}

// The spec's guest country. The postcode is required: it routes the courier and decides the
// remote-area surcharge, so no default stands in for it.
const GUEST_COUNTRY = 'South Korea';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PHONE_LENGTH = 10;
/** Fields whose message the toast repeats when it is the only problem. */
export const NAMED_ALONE: (keyof GuestCheckoutValues)[] = [
  'depositor_name',
  'delivery_date',
  'cash_receipt_identifier',
];

export const rulesIn = (t: ReturnType<typeof useT>, locale: Locale) => ({
  firstName: requiredText(t('validation.firstNameRequired')),
  lastName: requiredText(t('validation.lastNameRequired')),
  postal_code: {
    validate: (value: string, values: GuestCheckoutValues) =>
      postcodeMessage(value, values, { t, locale, digits: t('checkout.postalCodeInvalid') }),
  },
  street: requiredText(t('checkout.addressRequired')),
  city: requiredText(t('checkout.cityRequired')),
  phone: {
    validate: (value: string) =>
      value.trim() === ''
        ? t('validation.phoneRequired')
        : value.trim().length < MIN_PHONE_LENGTH
          ? t('checkout.phoneInvalid')
          : phoneMessage(value, t),
  },
  email: {
    validate: (value: string) =>
      value.trim() === ''
        ? t('validation.emailRequired')
        : EMAIL_PATTERN.test(value.trim()) || t('validation.invalidEmail'),
  },
  depositor_name: depositorRule(t('checkout.depositorRequired')),
  delivery_date: { required: t('deliveryDay.required') },
  cash_receipt_identifier: cashReceiptIdentifierRule(t),
});

export function guestOrderBody(
  values: GuestCheckoutValues,
  guestToken: string,
  promo: AppliedPromo | null,
): GuestCheckoutBody {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const name = fullName(firstName, lastName);
  return {
    guest_token: guestToken,
    first_name: firstName,
    last_name: lastName,
    name,
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: {
      full_name: name,
      street: values.street.trim(),
      city: values.city.trim(),
      postal_code: readPostcode(values.postal_code) ?? values.postal_code.trim(),
      country: GUEST_COUNTRY,
    },
    payment_method: values.payment_method,
    depositor_name: depositorNameOf(values),
    note: orderNote(values.note),
    promo_code: promo?.code,
    delivery_date: values.delivery_date,
    cash_receipt: cashReceiptOf(values),
  };
}
