import type { MessageId } from '@lingui/core';
import type { Address } from '@jangbogi/contracts/addresses';
import type { AddressInput } from '../api/addresses';
import { normalizeKoreanPhone } from '@jangbogi/contracts/phone-number';
import type { Locale } from '@/i18n/locales';

export type AddressFormValues = Omit<AddressInput, 'address_type'>;

export interface AddressField {
  name: keyof AddressFormValues;
  /** The catalogue id of the field's label. */
  label: MessageId;
  autoComplete: string;
  optional?: boolean;
}

const FIELD: Record<keyof AddressFormValues, AddressField> = {
  full_name: { name: 'full_name', label: 'address.full_name', autoComplete: 'name' },
  street: { name: 'street', label: 'address.street', autoComplete: 'address-line1' },
  address_detail: {
    name: 'address_detail',
    label: 'address.address_detail',
    autoComplete: 'address-line2',
    optional: true,
  },
  city: { name: 'city', label: 'address.city', autoComplete: 'address-level2' },
  state: { name: 'state', label: 'address.state', autoComplete: 'address-level1' },
  postal_code: { name: 'postal_code', label: 'address.postal_code', autoComplete: 'postal-code' },
  country: { name: 'country', label: 'address.country', autoComplete: 'country-name' },
  phone: { name: 'phone', label: 'address.phone', autoComplete: 'tel' },
};

/**
 * The fields in the order the page's language writes an address. Korean forms go 받는 분, 연락처,
 * 우편번호, 주소, 상세주소 and ask no country (the shop delivers in Korea only; the API fills it in).
 */
export const addressFieldsFor = (locale: Locale): AddressField[] =>
  (locale === 'ko'
    ? (['full_name', 'phone', 'postal_code', 'street', 'address_detail', 'state', 'city'] as const)
    : ([
        'full_name',
        'street',
        'address_detail',
        'city',
        'state',
        'postal_code',
        'country',
        'phone',
      ] as const)
  ).map((name) => FIELD[name]);

/** Every field, whichever the page shows: what a saved address is compared by. */
const ALL_FIELDS = Object.values(FIELD);

export const EMPTY_ADDRESS: AddressFormValues = {
  full_name: '',
  street: '',
  address_detail: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'South Korea',
  phone: '',
};

export const toFormValues = (address: Address): AddressFormValues => ({
  full_name: address.full_name,
  street: address.street,
  address_detail: address.address_detail,
  city: address.city,
  state: address.state,
  postal_code: address.postal_code,
  country: address.country,
  phone: address.phone,
});

// The same comparison the API makes (NFC, collapsed spaces, case-insensitive), with the phone in
// its stored hyphenated form.
const normalise = (value: string) =>
  value.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const fingerprint = (values: AddressFormValues) =>
  ALL_FIELDS.map(({ name }) =>
    normalise(
      name === 'phone' ? (normalizeKoreanPhone(values.phone) ?? values.phone) : values[name],
    ),
  ).join('\u0000');

/** Whether the values repeat another saved address exactly ('This address already exists.'). */
export function isDuplicateAddress(
  values: AddressFormValues,
  addresses: Address[],
  editingId: string | null,
) {
  const wanted = fingerprint(values);
  return addresses.some(
    (address) => address._id !== editingId && fingerprint(toFormValues(address)) === wanted,
  );
}
