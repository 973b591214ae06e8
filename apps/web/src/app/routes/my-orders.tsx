import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { EmailConfirmationNotice } from '@/features/account/components/email-confirmation-notice';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import styles from '@/features/orders/components/orders.module.css';

export function MyOrdersRoute() {
  const t = useT();
  const {
    data: orders,
    isPending,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useOrders();
  return (
    <div className="container page">
      <PageMeta title={t('orders.metaTitle')} description={t('orders.metaDescription')} />
      <h1 className="page-title">{t('orders.metaTitle')}</h1>
      <EmailConfirmationNotice />
      {isPending ? (
        <p className="state-message" role="status">
          {t('orders.loading')}
        </p>
      ) : isError ? (
        <p className="state-message" role="alert">
          {t('orders.fetchFailed')}
        </p>
      ) : orders.length === 0 ? (
        <p className="state-message">{t('orders.none')}</p>
      ) : (
        <>
          <div className={styles.list}>
            {orders.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </div>
          {hasNextPage && (
            <p className="state-message">
              <button
                type="button"
                className="btn"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? t('orders.loading') : t('orders.older')}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
