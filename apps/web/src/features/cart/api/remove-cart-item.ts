import { useMutation } from '@tanstack/react-query';
import { answer, apiClient } from '@/lib/api-client';
import { useCartCache } from './cart-cache';

export const removeCartItem = (productId: string) =>
  answer(apiClient.DELETE('/api/cart/remove/{productId}', { params: { path: { productId } } }));

export function useRemoveCartItem() {
  const cache = useCartCache();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: async (cart) => {
      cache.set(cart);
      await cache.invalidate();
    },
  });
}
