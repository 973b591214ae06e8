import type { Address } from '@jangbogi/contracts/addresses';

/** One line for an address select: name, street and city. */
export const formatAddress = (address: Address) =>
  `${address.full_name} — ${address.street}, ${address.city}${address.postal_code ? ` ${address.postal_code}` : ''}`;

/** The default address of the kind, else the first one. */
export function preferredAddress(
  addresses: Address[],
  kind: 'shipping' | 'billing',
): Address | undefined {
  const isDefault = (address: Address) =>
    kind === 'shipping' ? address.is_default_shipping : address.is_default_billing;
  return addresses.find(isDefault) ?? addresses[0];
}
