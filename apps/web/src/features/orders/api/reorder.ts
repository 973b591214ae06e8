import { useMutation } from '@tanstack/react-query';
import { useCartCache } from '@/features/cart/api/cart-cache';
import { answer, apiClient } from '@/lib/api-client';

export const reorder = (orderId: string) =>
  answer(apiClient.POST('/api/orders/{orderId}/reorder', { params: { path: { orderId } } }));

/** Puts an order's products back in the cart; the cart refetches to show them. */
export function useReorder(orderId: string) {
  const cart = useCartCache();
  return useMutation({
    mutationFn: () => reorder(orderId),
    onSuccess: () => cart.invalidate(),
  });
}
