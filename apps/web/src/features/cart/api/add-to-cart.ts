import type { AddToCartBody } from '@jangbogi/contracts/cart';
import { useCallback } from 'react';
import { answer, apiClient } from '@/lib/api-client';
import { useCartCache } from './cart-cache';

export const addToCart = (body: AddToCartBody) => answer(apiClient.POST('/api/cart/add', { body }));

/**
 * Adds to a line; the whole cart is then re-fetched (spec section 4). A plain async function rather
 * than a react-query mutation: every product card has an Add to Cart button, none shows the
 * mutation's state (the button keeps its own), and a mutation observer per card was measurable
 * work when a page of cards hydrates.
 */
export function useAddToCart() {
  const { set, invalidate } = useCartCache();
  return useCallback(
    async (body: AddToCartBody) => {
      const cart = await addToCart(body);
      set(cart);
      await invalidate();
      return cart;
    },
    [set, invalidate],
  );
}
