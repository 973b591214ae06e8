import type { UpdateCartBody } from '@jangbogi/contracts/cart';
import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { useCartCache } from './cart-cache';

/** Sets a line's quantity; 0 or less removes the line. */
export const updateCartItem = (body: UpdateCartBody) =>
  answer(apiClient.PUT('/api/cart/update', { body }));

export function useUpdateCartItem() {
  const cache = useCartCache();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: async (cart) => {
      cache.set(cart);
      await cache.invalidate();
    },
  });
}
