// Query keys of the shopper's orders; placing an order or uploading a proof invalidates by prefix.
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
};
