import { useCart } from './get-cart';

/** Number of distinct lines in the shopper's cart, shown on the header and floating cart badges. */
export function useCartLineCount(): number {
  return useCart().cart.items.length;
}
