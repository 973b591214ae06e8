import { useEffect, useState } from 'react';
import { useSessionReader } from '@/lib/session-context';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { isRejectedSession } from '@/features/cart/api/get-cart';
import { useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { CART_TOAST_MS, notify } from '@/lib/toast';

export const ADDED_FEEDBACK_MS = 1500;

interface AddToCartButtonProps {
  productId: string | null | undefined;
  stock: number | null | undefined;
  /** How many to add (the product page's quantity selector); 1 by default. */
  quantity?: number;
  className?: string;
  label?: string;
}

/** The failure message a shopper sees: the server's stock message ('Only N left'), else a generic one. */
export function addToCartFailureMessage(error: unknown, t: ReturnType<typeof useT>): string {
  // The API answers its stock message in the page's language (the request's Accept-Language).
  if (error instanceof ApiError && error.status === 409) return error.message;
  return t('cart.addFailed');
}

export function AddToCartButton({
  productId,
  stock,
  quantity = 1,
  className = 'btn btn-primary',
  label,
}: AddToCartButtonProps) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const session = useSessionReader();
  const add = useAddToCart();
  const outOfStock = !stock || stock <= 0;

  useEffect(() => {
    if (state !== 'added') return;
    const timer = setTimeout(() => setState('idle'), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (outOfStock) {
    return (
      <button type="button" className={className} disabled>
        {t('product.outOfStock')}
      </button>
    );
  }

  const handleClick = async () => {
    if (!productId) {
      notify('warning', t('cart.invalidProduct'), CART_TOAST_MS);
      return;
    }
    setState('adding');
    const body = { product_id: productId, quantity };
    // A first visit's guest token may still be on its way: the add waits for it.
    const { token, isGuest, renewGuestSession } = await session.withToken();
    try {
      try {
        await add(body);
      } catch (error) {
        // An expired guest session gets a fresh guest token, then the add is tried once more.
        if (!(isGuest && token && isRejectedSession(error))) throw error;
        await renewGuestSession(token);
        await add(body);
      }
      setState('added');
      notify('success', t('cart.addedToast'), CART_TOAST_MS);
    } catch (error) {
      setState('idle');
      notify('error', addToCartFailureMessage(error, t), CART_TOAST_MS);
    }
  };

  return (
    <button
      type="button"
      className={`${className}${state === 'added' ? ' is-added' : ''}`}
      onClick={handleClick}
      disabled={state === 'adding'}
      aria-live="polite"
    >
      {state === 'added' ? t('cart.added') : (label ?? t('cart.add'))}
    </button>
  );
}
