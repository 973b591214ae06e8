import type { Address } from '@jangbogi/contracts/addresses';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldInputClass } from '@/components/form-field';
import { formatAddress } from './address-text';

interface AddressSelectProps {
  id: string;
  label: string;
  /** The empty first option's text. */
  placeholder: string;
  addresses: Address[];
  /** The last option's text: typing an address instead (its value is NEW_ADDRESS). */
  newAddressLabel: string;
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The select's value when the shopper types an address rather than picking a saved one. */
export const NEW_ADDRESS = 'new';

/** A select of the shopper's saved addresses, or a new one to type, for the signed-in checkout. */
export function AddressSelect({
  id,
  label,
  placeholder,
  addresses,
  newAddressLabel,
  field,
  error,
}: AddressSelectProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <select className={fieldInputClass} {...field}>
        <option value="">{placeholder}</option>
        {addresses.map((address) => (
          <option key={address._id} value={address._id}>
            {formatAddress(address)}
          </option>
        ))}
        <option value={NEW_ADDRESS}>{newAddressLabel}</option>
      </select>
    </FormField>
  );
}
