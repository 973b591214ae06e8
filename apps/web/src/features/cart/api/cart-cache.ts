import type { Cart } from '@jangbogi/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionReader } from '@/lib/session-context';
import { cartKeys } from './query-keys';

/** Writes a cart the server answered with into the session's cache entry, then (optionally) refetches. */
export function useCartCache() {
  const queryClient = useQueryClient();
  // Read when the answer arrives, so every Add to Cart button need not re-render with the session.
  const session = useSessionReader();
  const set = useCallback(
    (cart: Cart) => queryClient.setQueryData(cartKeys.detail(session.current().token), cart),
    [queryClient, session],
  );
  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    [queryClient],
  );
  return { set, invalidate };
}
