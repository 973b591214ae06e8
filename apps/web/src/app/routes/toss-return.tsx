import type { TossConfirmBody } from '@jangbogi/contracts/payments';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { abortTossPaymentOnce, useConfirmTossPayment } from '@/features/checkout/api/toss-payments';
import { tossReturnState } from '@/features/checkout/components/toss-return-notice';
import {
  confirmationOfOrder,
  orderSuccessHref,
} from '@/features/orders/components/order-confirmation';
import styles from '@/features/orders/components/orders.module.css';
import { useT } from '@/i18n/use-i18n';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/toast';
import { useErrorMessage } from '@/lib/use-error-message';

/** Toss's success URL query, or null when it is not one (a bookmark, a hand-typed address). */
function confirmBodyOf(search: URLSearchParams): TossConfirmBody | null {
  const paymentKey = search.get('paymentKey');
  const orderId = search.get('orderId');
  const amount = Number(search.get('amount'));
  if (!paymentKey || !orderId || !Number.isSafeInteger(amount) || amount < 0) return null;
  return { paymentKey, orderId, amount };
}

/**
 * Where Toss returns a shopper who paid: the server checks the amount against the order and
 * confirms the payment with Toss, then the usual confirmation follows (the cart is empty by then).
 */
export function TossSuccessRoute() {
  const t = useT();
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const [search] = useSearchParams();
  const { authReady } = useSession();
  const confirm = useConfirmTossPayment();
  const { mutate } = confirm;
  const body = confirmBodyOf(search);
  const paymentKey = body?.paymentKey;
  const orderId = body?.orderId;
  const amount = body?.amount;

  useEffect(() => {
    // The session's token goes with the call: the server empties that shopper's cart.
    if (!authReady || paymentKey === undefined || orderId === undefined || amount === undefined)
      return;
    mutate(
      { paymentKey, orderId, amount },
      {
        onSuccess: (order) => {
          notify('success', t('checkout.orderPlaced'));
          void navigate(orderSuccessHref(order._id), {
            state: confirmationOfOrder(order),
            replace: true,
          });
        },
      },
    );
  }, [authReady, paymentKey, orderId, amount, mutate, navigate, t]);

  return (
    <div className="container page">
      <PageMeta title={t('tossReturn.successTitle')} description={t('tossReturn.successTitle')} />
      {body === null || confirm.isError ? (
        <div className={`card ${styles.success}`} role="alert">
          <h1 className={`page-title ${styles.title}`}>{t('tossReturn.notConfirmedTitle')}</h1>
          <p>
            {confirm.error
              ? messageOf(confirm.error, t('tossReturn.notConfirmed'))
              : t('tossReturn.notConfirmed')}
          </p>
          <div className={styles.actions}>
            {body && (
              <button type="button" className="btn btn-primary" onClick={() => mutate(body)}>
                {t('tossReturn.tryAgain')}
              </button>
            )}
            <AppLink to={paths.cart.getHref()} className="btn btn-outline">
              {t('tossReturn.backToCart')}
            </AppLink>
          </div>
        </div>
      ) : (
        <LoadingOverlay visible theme="light" text={t('tossReturn.confirming')} />
      )}
    </div>
  );
}

/**
 * Where Toss returns a shopper whose payment did not happen (closed, refused, failed): the order
 * is let go, its stock released, and the shopper is back at the cart, which was never emptied.
 */
export function TossFailRoute() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { authReady } = useSession();
  const orderId = search.get('orderId');
  const code = search.get('code') ?? '';
  const message = search.get('message') ?? '';
  // Leaving changes the address this page reads: the first answer is the one that counts.
  const left = useRef(false);

  useEffect(() => {
    if (!authReady || left.current) return;
    const backToCart = () => {
      if (left.current) return;
      left.current = true;
      void navigate(paths.cart.getHref(), { replace: true, state: tossReturnState(code) });
    };
    if (!orderId) {
      backToCart();
      return;
    }
    abortTossPaymentOnce({ orderId, code, message })
      .catch((error: unknown) => console.warn('Could not let the unpaid order go', error))
      .finally(backToCart);
  }, [authReady, orderId, code, message, navigate]);

  return (
    <div className="container page">
      <PageMeta title={t('tossReturn.failTitle')} description={t('tossReturn.failTitle')} />
      <LoadingOverlay visible theme="light" text={t('tossReturn.returning')} />
    </div>
  );
}
