import type { ReorderResponse } from '@jangbogi/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { useCartCache } from '@/features/cart/api/cart-cache';
import { api } from '@/lib/api-client';

export const reorder = (orderId: string) =>
  api.post<ReorderResponse>(`/orders/${encodeURIComponent(orderId)}/reorder`);

/** Puts an order's products back in the cart; the cart refetches to show them. */
export function useReorder(orderId: string) {
  const cart = useCartCache();
  return useMutation({
    mutationFn: () => reorder(orderId),
    onSuccess: () => cart.invalidate(),
  });
}
