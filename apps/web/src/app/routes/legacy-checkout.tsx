import { Navigate } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useAddresses } from '@/features/account/api/addresses';
import {
  LOGIN_REQUIRED_MESSAGE,
  type LoginLocationState,
} from '@/features/account/components/require-user';
import { LegacyCheckoutForm } from '@/features/checkout/components/legacy-checkout-form';
import { useCheckoutCart } from '@/features/checkout/components/use-checkout-cart';

export function LegacyCheckoutRoute() {
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
      <PageMeta
        title="Place Order"
        description="Place your Jangbogi order with your saved addresses."
      />
      <h1 className="page-title">Place Order</h1>
      {addresses.isError ? (
        <p className="state-message" role="alert">
          Failed to load addresses
        </p>
      ) : ready && addresses.data ? (
        <LegacyCheckoutForm cart={cart} addresses={addresses.data} onPlaced={markOrderPlaced} />
      ) : (
        <LoadingOverlay visible theme="light" />
      )}
    </div>
  );
}
