import type { AddToCartBody, Cart } from '@jangbogi/contracts/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCartCache } from './cart-cache';

export const addToCart = (body: AddToCartBody) => api.post<Cart>('/cart/add', body);

/** Adds to a line; the whole cart is then re-fetched (spec section 4). */
export function useAddToCart() {
  const cache = useCartCache();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: async (cart) => {
      cache.set(cart);
      await cache.invalidate();
    },
  });
}
