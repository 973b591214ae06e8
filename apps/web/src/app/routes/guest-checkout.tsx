import { Navigate } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session-context';
import { GuestCheckoutForm } from '@/features/checkout/components/guest-checkout-form';
import { useCheckoutCart } from '@/features/checkout/components/use-checkout-cart';

export function GuestCheckoutRoute() {
  const t = useT();
  const { authReady, isGuest, token } = useSession();
  const { cart, ready, markOrderPlaced } = useCheckoutCart();
  // A logged-in shopper checks out with the address book instead.
  if (authReady && !isGuest) return <Navigate to={paths.userCheckout.getHref()} replace />;
  return (
    <div className="container page">
      <PageMeta title={t('checkout.title')} description={t('checkout.metaGuest')} />
      <h1 className="page-title">{t('checkout.title')}</h1>
      {authReady && ready ? (
        <GuestCheckoutForm cart={cart} guestToken={token} onPlaced={markOrderPlaced} />
      ) : (
        <LoadingOverlay visible theme="light" />
      )}
    </div>
  );
}
