import type { MessageId } from '@lingui/core';
import type { Address } from '@jangbogi/contracts/addresses';
import type { AddressInput } from '../api/addresses';
import { normalizeKoreanPhone } from '@jangbogi/contracts/phone-number';

export type AddressFormValues = Omit<AddressInput, 'address_type'>;

export const ADDRESS_FIELDS: {
  name: keyof AddressFormValues;
  /** The catalogue id of the field's label. */
  label: MessageId;
  autoComplete: string;
}[] = [
  { name: 'full_name', label: 'address.full_name', autoComplete: 'name' },
  { name: 'street', label: 'address.street', autoComplete: 'street-address' },
  { name: 'city', label: 'address.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'address.state', autoComplete: 'address-level1' },
  { name: 'postal_code', label: 'address.postal_code', autoComplete: 'postal-code' },
  { name: 'country', label: 'address.country', autoComplete: 'country-name' },
  { name: 'phone', label: 'address.phone', autoComplete: 'tel' },
];

export const EMPTY_ADDRESS: AddressFormValues = {
  full_name: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'South Korea',
  phone: '',
};

export const toFormValues = (address: Address): AddressFormValues => ({
  full_name: address.full_name,
  street: address.street,
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
  ADDRESS_FIELDS.map(({ name }) =>
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
