export const PRODUCT_NAME_LIMIT = 35;

/** Cuts a product name to 35 characters plus '...' (the product card's rule). */
export function truncateName(name: string, limit = PRODUCT_NAME_LIMIT): string {
  const chars = Array.from(name);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : name;
}
