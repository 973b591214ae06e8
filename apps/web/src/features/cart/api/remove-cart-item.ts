import type { Cart } from '@jangbogi/contracts/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCartCache } from './cart-cache';

export const removeCartItem = (productId: string) =>
  api.delete<Cart>(`/cart/remove/${encodeURIComponent(productId)}`);

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
