// Orders belong to a session, so their keys carry its token (another login never sees this
// one's orders from the cache); placing an order or uploading a proof invalidates by prefix.
export const orderKeys = {
  all: ['orders'] as const,
  list: (token: string | null) => [...orderKeys.all, 'list', token] as const,
  detail: (token: string | null, orderId: string) =>
    [...orderKeys.all, 'detail', token, orderId] as const,
};
