import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { useOrder } from '@/features/orders/api/get-order';
import {
  confirmationOfOrder,
  isOrderConfirmation,
} from '@/features/orders/components/order-confirmation';
import { GenericOrderSuccess, OrderReceipt } from '@/features/orders/components/order-success';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/use-hydrated';

export function OrderSuccessRoute() {
  const t = useT();
  const location = useLocation();
  const [search] = useSearchParams();
  // The navigation state lives in the browser's history (a reload keeps it), which the server
  // cannot see: it applies once the page has hydrated, so hydration matches the server's HTML.
  const hydrated = useHydrated();
  const fromCheckout = hydrated && isOrderConfirmation(location.state) ? location.state : null;
  // After a reload the navigation state may be gone; the order id in the URL still finds the order.
  const orderId = fromCheckout ? null : search.get('order');
  const { data: order, isPending } = useOrder(orderId);
  const confirmation = fromCheckout ?? (order ? confirmationOfOrder(order) : null);

  return (
    <div className="container page">
      <PageMeta
        title={t('orderSuccess.metaTitle')}
        description={t('orderSuccess.metaDescription')}
      />
      {confirmation ? (
        <OrderReceipt order={confirmation} />
      ) : orderId && isPending ? (
        <LoadingOverlay visible theme="light" />
      ) : (
        <GenericOrderSuccess />
      )}
    </div>
  );
}
