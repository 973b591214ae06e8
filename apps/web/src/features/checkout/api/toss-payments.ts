import type { TossAbortBody, TossConfirmBody } from '@jangbogi/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart/api/query-keys';
import { orderKeys } from '@/features/orders/api/query-keys';
import { answer, apiClient } from '@/lib/api-client';

/** The success URL's values: the server checks the amount against the order, then asks Toss. */
export const confirmTossPayment = (body: TossConfirmBody) =>
  answer(apiClient.POST('/api/payments/toss/confirm', { body }));

/** The fail URL's values: the order they name is cancelled and its stock released, once. */
export const abortTossPayment = (body: TossAbortBody) =>
  answer(apiClient.POST('/api/payments/toss/abort', { body }));

/**
 * One call per key while the page lives: React's development double effects and a repeated render
 * share the first. A failure may be retried (the shopper's Try again). A reload calls again, which
 * the server answers as before without asking Toss twice.
 */
function oncePerPage<Body, Answer>(
  keyOf: (body: Body) => string,
  call: (body: Body) => Promise<Answer>,
) {
  const calls = new Map<string, Promise<Answer>>();
  return (body: Body): Promise<Answer> => {
    const key = keyOf(body);
    let pending = calls.get(key);
    if (!pending) {
      pending = call(body);
      calls.set(key, pending);
      pending.catch(() => calls.delete(key));
    }
    return pending;
  };
}

export const confirmTossPaymentOnce = oncePerPage(
  (body: TossConfirmBody) => `${body.orderId}:${body.paymentKey}`,
  confirmTossPayment,
);

export const abortTossPaymentOnce = oncePerPage(
  (body: TossAbortBody) => body.orderId,
  abortTossPayment,
);

/** Confirms the payment; once it is, the server has emptied the cart and the order is paid. */
export function useConfirmTossPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTossPaymentOnce,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}
