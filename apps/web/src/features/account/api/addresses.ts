import type { AddressBody } from '@jangbogi/contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { accountKeys } from './query-keys';

export type AddressInput = Omit<AddressBody, 'address_type'> & {
  address_type?: AddressBody['address_type'];
};

export const getAddresses = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/addresses', { signal }));

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

export const createAddress = (body: AddressInput) =>
  answer(apiClient.POST('/api/addresses', { body }));
export const updateAddress = ({ id, ...body }: AddressInput & { id: string }) =>
  answer(apiClient.PUT('/api/addresses/{id}', { params: { path: { id } }, body }));
export const deleteAddress = (id: string) =>
  answer(apiClient.DELETE('/api/addresses/{id}', { params: { path: { id } } }));
export const setDefaultAddress = (id: string) =>
  answer(
    apiClient.PATCH('/api/addresses/{id}', {
      params: { path: { id } },
      body: { is_default_shipping: true },
    }),
  );

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
