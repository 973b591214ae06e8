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
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

/** A select of the shopper's saved addresses, for the logged-in checkout forms. */
export function AddressSelect({
  id,
  label,
  placeholder,
  addresses,
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
      </select>
    </FormField>
  );
}
