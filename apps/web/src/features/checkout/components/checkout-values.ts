// What the checkout form holds, for a guest and for a signed-in shopper alike, how each field is
// checked (the contracts' zod-free rules, so the form refuses what the API refuses) and the order
// body it becomes.
import type { Address } from '@jangbogi/contracts/addresses';
import {
  deliveryRequestProblem,
  ENTRANCE_CODE_MAX,
  type DeliveryPlace,
  type DeliveryRequest,
  type EntranceKind,
} from '@jangbogi/contracts/delivery-request';
import type { GuestCheckoutBody, PaymentMethod, PlaceOrderBody } from '@jangbogi/contracts/orders';
import { fullName } from '@jangbogi/contracts/person-name';
import { normalizeKoreanPhone } from '@jangbogi/contracts/phone-number';
import { readPostcode } from '@jangbogi/contracts/postcode';
import type { SubstitutionChoice, User } from '@jangbogi/contracts/users';
import type { Locale } from '@/i18n/locales';
import type { useT } from '@/i18n/use-i18n';
import { phoneMessage, postcodeMessage } from '@/lib/address-rules';
import { requiredText } from '@/lib/form-rules';
import {
  cashReceiptIdentifierRule,
  cashReceiptOf,
  type CashReceiptValues,
} from './cash-receipt-section';
import { NEW_ADDRESS } from './address-select';
import { orderNote } from './order-note-field';
import { depositorNameOf, depositorRule } from './payment-section';
import type { AppliedPromo } from './promo-box';

export interface CheckoutValues extends CashReceiptValues {
  /** 주문자, typed by a guest; a signed-in shopper's is the account. */
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** A signed-in shopper's saved address, or NEW_ADDRESS to type one. */
  shipping_address_id: string;
  /** The typed address: a guest's, or a signed-in shopper's new one. */
  postal_code: string;
  street: string;
  address_detail: string;
  city: string;
  /** Keep a signed-in shopper's typed address in their address book. */
  save_address: boolean;
  /** 받는 분: the orderer unless unticked. */
  recipient_same: boolean;
  recipient_name: string;
  recipient_phone: string;
  delivery_place: DeliveryPlace;
  entrance_kind: EntranceKind;
  entrance_code: string;
  delivery_note: string;
  note: string;
  payment_method: PaymentMethod;
  depositor_name: string;
  delivery_date: string;
  /** 개인정보 수집·이용 동의, a guest's only. */
  privacy_consent: boolean;
  /** Per product id, what to do when that line is out on packing day. */
  substitutions: Record<string, SubstitutionChoice>;
}

type Translate = ReturnType<typeof useT>;

// The spec's guest country. The postcode is required: it routes the courier and decides the
// remote-area surcharge, so no default stands in for it.
const GUEST_COUNTRY = 'South Korea';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PHONE_LENGTH = 10;

/** Fields whose message the toast repeats when it is the only problem. */
export const NAMED_ALONE: (keyof CheckoutValues)[] = [
  'shipping_address_id',
  'depositor_name',
  'delivery_date',
  'cash_receipt_identifier',
  'entrance_code',
  'delivery_note',
  'privacy_consent',
];

export const checkoutDefaults = (addresses: Address[] | null): CheckoutValues => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  shipping_address_id: addresses ? (preferredAddress(addresses)?._id ?? NEW_ADDRESS) : '',
  postal_code: '',
  street: '',
  address_detail: '',
  city: '',
  save_address: true,
  recipient_same: true,
  recipient_name: '',
  recipient_phone: '',
  delivery_place: 'door',
  entrance_kind: 'call',
  entrance_code: '',
  delivery_note: '',
  note: '',
  // A guest pays ahead by transfer as the spec's form has it; a signed-in shopper by cash.
  payment_method: addresses ? 'cash' : 'account_transfer',
  depositor_name: '',
  delivery_date: '',
  cash_receipt_purpose: 'none',
  cash_receipt_identifier: '',
  privacy_consent: false,
  substitutions: {},
});

/** The default shipping address, else the first one. */
export function preferredAddress(addresses: Address[]): Address | undefined {
  return addresses.find((address) => address.is_default_shipping) ?? addresses[0];
}

const requestOf = (values: CheckoutValues) => ({
  place: values.delivery_place,
  entrance: { kind: values.entrance_kind, code: values.entrance_code },
  note: values.delivery_note,
});

export const rulesIn = (t: Translate, locale: Locale) => ({
  firstName: requiredText(t('validation.firstNameRequired')),
  lastName: requiredText(t('validation.lastNameRequired')),
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
  shipping_address_id: { required: t('checkout.selectAddress') },
  postal_code: {
    validate: (value: string, values: CheckoutValues) =>
      postcodeMessage(value, values, { t, locale, digits: t('checkout.postalCodeInvalid') }),
  },
  street: requiredText(t('checkout.addressRequired')),
  city: requiredText(t('checkout.cityRequired')),
  recipient_name: requiredText(t('checkout.recipientNameRequired')),
  recipient_phone: {
    validate: (value: string) =>
      value.trim() === '' ? t('validation.phoneRequired') : phoneMessage(value, t),
  },
  entrance_code: {
    validate: (_value: string, values: CheckoutValues) => {
      const found = deliveryRequestProblem(requestOf(values));
      if (found?.problem === 'entrance_code_required') return t('checkout.entranceCodeRequired');
      if (found?.problem === 'entrance_code_too_long')
        return t('checkout.entranceCodeTooLong', { max: ENTRANCE_CODE_MAX });
      return true;
    },
  },
  delivery_note: {
    validate: (_value: string, values: CheckoutValues) =>
      deliveryRequestProblem(requestOf(values))?.problem !== 'place_note_required' ||
      t('checkout.placeNoteRequired'),
  },
  depositor_name: depositorRule(t('checkout.depositorRequired')),
  delivery_date: { required: t('deliveryDay.required') },
  cash_receipt_identifier: cashReceiptIdentifierRule(t),
  privacy_consent: { validate: (ticked: boolean) => ticked || t('privacy.required') },
});

/** The request as the API takes it; a code only with a code entrance. */
function deliveryRequestOf(values: CheckoutValues): DeliveryRequest {
  const note = values.delivery_note.trim();
  const code = values.entrance_code.trim();
  return {
    place: values.delivery_place,
    entrance:
      values.entrance_kind === 'code' ? { kind: 'code', code } : { kind: values.entrance_kind },
    ...(note ? { note } : {}),
  };
}

const recipientOf = (values: CheckoutValues) => ({
  name: values.recipient_name.trim(),
  phone: normalizeKoreanPhone(values.recipient_phone) ?? values.recipient_phone.trim(),
});

/** The extras both checkouts send alike. */
function orderExtrasOf(values: CheckoutValues, promo: AppliedPromo | null) {
  return {
    delivery_request: deliveryRequestOf(values),
    payment_method: values.payment_method,
    depositor_name: depositorNameOf(values),
    note: orderNote(values.note),
    promo_code: promo?.code,
    delivery_date: values.delivery_date,
    // Toss issues a virtual account's cash receipt itself; a card needs none.
    cash_receipt: values.payment_method === 'toss' ? undefined : cashReceiptOf(values),
    substitutions: values.substitutions,
  };
}

/** The address as typed, in the shape both checkouts send. */
function typedAddressOf(values: CheckoutValues) {
  return {
    street: values.street.trim(),
    address_detail: values.address_detail.trim() || undefined,
    city: values.city.trim(),
    postal_code: readPostcode(values.postal_code) ?? values.postal_code.trim(),
    country: GUEST_COUNTRY,
  };
}

export function guestOrderBody(
  values: CheckoutValues,
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
    address: { full_name: name, ...typedAddressOf(values) },
    recipient: values.recipient_same ? undefined : recipientOf(values),
    privacy_consent: values.privacy_consent,
    ...orderExtrasOf(values, promo),
  };
}

/**
 * A signed-in shopper's order, to a saved address or a typed one. The recipient is always named:
 * the account holder when "same as orderer" is ticked, else the name and phone in the form
 * (filled from a saved address).
 */
export function userOrderBody(
  values: CheckoutValues,
  orderer: Pick<User, 'firstName' | 'lastName' | 'phoneNumber'>,
  promo: AppliedPromo | null,
): PlaceOrderBody {
  const addressChoice =
    values.shipping_address_id === NEW_ADDRESS
      ? { shipping_address: typedAddressOf(values), save_address: values.save_address }
      : {
          shipping_address_id: values.shipping_address_id,
          billing_address_id: values.shipping_address_id,
        };
  return {
    ...addressChoice,
    recipient: values.recipient_same
      ? { name: fullName(orderer.firstName, orderer.lastName), phone: orderer.phoneNumber }
      : recipientOf(values),
    ...orderExtrasOf(values, promo),
  };
}
