/**
 * Number of distinct lines in the shopper's cart, shown on the header and floating cart badges.
 * The cart API does not exist yet, so the count is 0 until the cart feature supplies it.
 */
export function useCartLineCount(): number {
  return 0;
}
