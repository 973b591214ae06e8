import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { useAddresses } from '@/features/account/api/addresses';
import { UserCheckoutForm } from '@/features/checkout/components/user-checkout-form';
import { useCheckoutCart } from '@/features/checkout/components/use-checkout-cart';

export function UserCheckoutRoute() {
  const t = useT();
  const { cart, ready, markOrderPlaced } = useCheckoutCart();
  const addresses = useAddresses();
  return (
    <div className="container page">
      <PageMeta title={t('checkout.title')} description={t('checkout.metaUser')} />
      <h1 className="page-title">{t('checkout.title')}</h1>
      {addresses.isError ? (
        <p className="state-message" role="alert">
          Failed to load addresses
        </p>
      ) : ready && addresses.data ? (
        <UserCheckoutForm cart={cart} addresses={addresses.data} onPlaced={markOrderPlaced} />
      ) : (
        <LoadingOverlay visible theme="light" />
      )}
    </div>
  );
}
