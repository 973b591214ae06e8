// Temporary until the cart feature lands.
export const CART_QUERY_KEY = ['cart'] as const;
