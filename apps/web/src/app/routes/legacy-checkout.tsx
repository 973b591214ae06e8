import { Navigate } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/account/api/addresses';
import {
  LOGIN_REQUIRED_MESSAGE,
  type LoginLocationState,
} from '@/features/account/components/require-user';
import { LegacyCheckoutForm } from '@/features/checkout/components/legacy-checkout-form';
import { useCheckoutCart } from '@/features/checkout/components/use-checkout-cart';

export function LegacyCheckoutRoute() {
  const t = useT();
  const { cart, ready, isError, markOrderPlaced } = useCheckoutCart();
  const addresses = useAddresses();
  // No cart at all means no usable session: the older form sends the shopper to log in.
  if (isError) {
    const state: LoginLocationState = {
      from: paths.legacyCheckout.getHref(),
      message: LOGIN_REQUIRED_MESSAGE,
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return (
    <div className="container page">
      <PageMeta title={t('checkout.legacyTitle')} description={t('checkout.metaLegacy')} />
      <h1 className="page-title">{t('checkout.legacyTitle')}</h1>
      {addresses.isError ? (
        <p className="state-message" role="alert">
          {t('checkout.addressesLoadFailed')}
        </p>
      ) : ready && addresses.data ? (
        <LegacyCheckoutForm cart={cart} addresses={addresses.data} onPlaced={markOrderPlaced} />
      ) : (
        <LoadingOverlay visible theme="light" />
      )}
    </div>
  );
}
