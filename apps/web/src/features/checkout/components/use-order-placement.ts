import type { PlaceOrderResponse } from '@jangbogi/contracts/orders';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { useT } from '@/i18n/use-i18n';
import { confirmationOf, orderSuccessHref } from '@/features/orders/components/order-confirmation';
import { useIdempotencyKey } from '../api/idempotency-key';
import type { Idempotent } from '../api/place-order';
import { placeOrderErrorMessage } from './place-order-error';

interface OrderPlacementOptions<Body> {
  mutation: UseMutationResult<PlaceOrderResponse, Error, Idempotent<Body>>;
  /** Called just before leaving for the confirmation page (the cart is about to become empty). */
  onPlaced?: (() => void) | undefined;
  /** Said once the order is placed (translated); the older form says nothing. */
  successMessage?: string;
  /** Said when the server gives no reason for a failure (translated). */
  failureFallback?: string;
  /** Deals with a failure the form itself can resolve (a full delivery day); true when it did. */
  onRejected?: (error: unknown) => boolean;
  /**
   * Takes an order still to be paid online (Toss) to its payment instead of the confirmation;
   * false when the shopper stays on the form, whose next order is then a new attempt.
   */
  payOnline?: (placed: PlaceOrderResponse) => Promise<boolean> | null;
}

/**
 * What every checkout form does with a valid form: one order at a time, the same Idempotency-Key
 * for the same order (a retry returns the first one), then the confirmation page, which gets the
 * order with the navigation since the cart is gone by then.
 */
export function useOrderPlacement<Body>({
  mutation,
  onPlaced,
  successMessage,
  failureFallback,
  onRejected,
  payOnline,
}: OrderPlacementOptions<Body>) {
  const t = useT();
  const navigate = useNavigate();
  const { keyFor: idempotencyKeyFor, forget: forgetIdempotencyKey } = useIdempotencyKey();
  const submitting = useRef(false);

  /** Places the order `bodyOf` builds; it returns null once it has told the shopper what is wrong. */
  const place = async (bodyOf: () => Body | null) => {
    if (submitting.current) return;
    const body = bodyOf();
    if (body === null) return;
    submitting.current = true;
    try {
      const placed = await mutation.mutateAsync({ body, idempotencyKey: idempotencyKeyFor(body) });
      // The cart stays until the payment is confirmed, on the success page Toss returns to.
      const paying = payOnline?.(placed);
      if (paying) {
        if (!(await paying)) forgetIdempotencyKey();
        return;
      }
      onPlaced?.();
      if (successMessage) notify('success', successMessage);
      await navigate(orderSuccessHref(placed._id), {
        state: confirmationOf(placed),
        replace: true,
      });
    } catch (error) {
      if (!onRejected?.(error)) {
        notify(
          'error',
          placeOrderErrorMessage(error, failureFallback ?? t('checkout.placeOrderFailed')),
        );
      }
    } finally {
      submitting.current = false;
    }
  };

  return { place, isPending: mutation.isPending };
}
