import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { EMPTY_CART } from './get-cart';
import { useCartCache } from './cart-cache';

export const clearCart = () => answer(apiClient.DELETE('/api/cart/clear'));

/** Empties the cart; the shown cart is emptied even when the call fails (spec section 4). */
export function useClearCart() {
  const cache = useCartCache();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: async (cart) => {
      cache.set(cart);
      await cache.invalidate();
    },
    onError: (error) => {
      console.warn('Could not clear the cart on the server', error);
      cache.set(EMPTY_CART);
    },
  });
}
