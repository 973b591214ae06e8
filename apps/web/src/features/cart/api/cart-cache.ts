import type { Cart } from '@jangbogi/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '@/features/account/session/session-context';
import { cartKeys } from './query-keys';

/** Writes a cart the server answered with into the session's cache entry, then (optionally) refetches. */
export function useCartCache() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const set = useCallback(
    (cart: Cart) => queryClient.setQueryData(cartKeys.detail(token), cart),
    [queryClient, token],
  );
  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    [queryClient],
  );
  return { set, invalidate };
}
