import { useEffect, useRef } from 'react';
import { PageMeta } from '@/components/page-meta';
import { useT } from '@/i18n/use-i18n';
import { EmailConfirmationNotice } from '@/features/account/components/email-confirmation-notice';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import styles from '@/features/orders/components/orders.module.css';

export function MyOrdersRoute() {
  const t = useT();
  const {
    data,
    isPending,
    isError,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useOrders();
  const list = useRef<HTMLDivElement>(null);
  const olderButton = useRef<HTMLButtonElement>(null);
  // How many orders were shown when older ones were asked for. The button is disabled while they
  // load, which drops the keyboard's focus to the page; it goes to the first older order instead,
  // so the next Tab walks on through them rather than off to the footer (or back to the button
  // when the page failed).
  const shownBefore = useRef<number | null>(null);
  const shown = data?.orders.length ?? 0;
  useEffect(() => {
    if (shownBefore.current === null || isFetchingNextPage) return;
    const firstOlder = shown > shownBefore.current && list.current?.children[shownBefore.current];
    shownBefore.current = null;
    if (firstOlder instanceof HTMLElement) firstOlder.focus();
    else olderButton.current?.focus();
  }, [shown, isFetchingNextPage]);

  return (
    <div className="container page">
      <PageMeta title={t('orders.metaTitle')} description={t('orders.metaDescription')} />
      <h1 className="page-title">{t('orders.metaTitle')}</h1>
      <EmailConfirmationNotice />
      {isPending ? (
        <p className="state-message" role="status">
          {t('orders.loading')}
        </p>
      ) : isError && !isFetchNextPageError ? (
        <p className="state-message" role="alert">
          {t('orders.fetchFailed')}
        </p>
      ) : data.orders.length === 0 ? (
        <p className="state-message">{t('orders.none')}</p>
      ) : (
        <>
          <div className={styles.list} ref={list}>
            {data.orders.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </div>
          {hasNextPage && (
            <div className="state-message">
              {/* A failed page keeps the orders already shown, and the button to try again. */}
              {isFetchNextPageError && !isFetchingNextPage && (
                <p className={styles.olderFailed} role="alert">
                  {t('orders.fetchFailed')}
                </p>
              )}
              <button
                ref={olderButton}
                type="button"
                className="btn btn-outline"
                disabled={isFetchingNextPage}
                onClick={() => {
                  shownBefore.current = shown;
                  void fetchNextPage();
                }}
              >
                {isFetchingNextPage ? t('orders.loading') : t('orders.older')}
              </button>
            </div>
          )}
          {/* Once the shopper has paged on, the list says when it has reached the first order. */}
          {data.pagesShown > 1 && !hasNextPage && (
            <p className="state-message">{t('orders.allShown')}</p>
          )}
        </>
      )}
    </div>
  );
}
