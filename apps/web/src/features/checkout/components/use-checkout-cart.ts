import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/get-cart';
import { useT } from '@/i18n/use-i18n';

/**
 * The cart a checkout works on. An empty cart sends the shopper back to /cart, except right
 * after an order was placed (the server emptied the cart while we leave for the confirmation).
 */
export function useCheckoutCart() {
  const navigate = useNavigate();
  const t = useT();
  const { cart, isSuccess, isError } = useCart();
  const orderPlaced = useRef(false);
  const loaded = isSuccess || isError;
  // Only a cart that loaded can be empty; a failed fetch is the page's to handle (/checkout sends
  // the shopper to log in), not a reason to go back to /cart.
  const isEmpty = isSuccess && cart.items.length === 0;

  useEffect(() => {
    if (!isEmpty || orderPlaced.current) return;
    notify('info', t('cart.empty'));
    void navigate(paths.cart.getHref(), { replace: true });
  }, [isEmpty, navigate, t]);

  const markOrderPlaced = () => {
    orderPlaced.current = true;
  };
  return { cart, ready: loaded && !isEmpty, isError, markOrderPlaced };
}
