import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { useSession } from '@/lib/session-context';
import { useAddresses } from '@/features/account/api/addresses';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { useCheckoutCart } from '@/features/checkout/components/use-checkout-cart';

/**
 * The one checkout page, for guests and signed-in shoppers (/usercheckoutpage and /checkout lead
 * here): a signed-in shopper's address comes from the address book, a guest types it.
 */
export function CheckoutRoute() {
  const t = useT();
  const { authReady, isGuest, token, user } = useSession();
  const { cart, ready, markOrderPlaced } = useCheckoutCart();
  const signedIn = authReady && !isGuest && user !== null;
  const addresses = useAddresses();
  return (
    <div className="container page">
      <PageMeta
        title={t('checkout.title')}
        description={signedIn ? t('checkout.metaUser') : t('checkout.metaGuest')}
      />
      <h1 className="page-title">{t('checkout.title')}</h1>
      {signedIn && addresses.isError ? (
        <p className="state-message" role="alert">
          {t('checkout.addressesLoadFailed')}
        </p>
      ) : !authReady || !ready || (signedIn && !addresses.data) ? (
        <LoadingOverlay visible theme="light" />
      ) : signedIn && addresses.data ? (
        <CheckoutForm
          cart={cart}
          buyer={{ kind: 'user', user, addresses: addresses.data }}
          onPlaced={markOrderPlaced}
        />
      ) : (
        <CheckoutForm
          cart={cart}
          buyer={{ kind: 'guest', guestToken: token }}
          onPlaced={markOrderPlaced}
        />
      )}
    </div>
  );
}
