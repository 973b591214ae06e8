import type { Address, AddressBody, AddressList } from '@jangbogi/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { accountKeys } from './query-keys';

export type AddressInput = Omit<AddressBody, 'address_type'> & {
  address_type?: AddressBody['address_type'];
};

export const getAddresses = (signal?: AbortSignal) =>
  api.get<AddressList>('/addresses', { signal });

export const addressesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.addresses(token),
    queryFn: ({ signal }) => getAddresses(signal),
    select: (data) => data.addresses,
  });

export function useAddresses() {
  const { token, isGuest, authReady } = useSession();
  return useQuery({
    ...addressesQueryOptions(token),
    enabled: authReady && !isGuest && token !== null,
  });
}

export const createAddress = (body: AddressInput) => api.post<Address>('/addresses', body);
export const updateAddress = ({ id, ...body }: AddressInput & { id: string }) =>
  api.put<Address>(`/addresses/${encodeURIComponent(id)}`, body);
export const deleteAddress = (id: string) =>
  api.delete<{ message: string }>(`/addresses/${encodeURIComponent(id)}`);
export const setDefaultAddress = (id: string) =>
  api.patch<{ message: string; address: Address }>(`/addresses/${encodeURIComponent(id)}`, {
    is_default_shipping: true,
  });

function useAddressMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'addresses'] }),
  });
}

export const useCreateAddress = () => useAddressMutation(createAddress);
export const useUpdateAddress = () => useAddressMutation(updateAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
