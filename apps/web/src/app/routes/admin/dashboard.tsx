import { formatCount } from '@jangbogi/contracts/format';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { QueryState } from '@/features/admin/components/query-state';
import { AppLink } from '@/components/app-link';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import { localName } from '@/i18n/names';

export default function DashboardRoute() {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const { data, error, isLoading } = useDashboard();
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.nav.dashboard')}</h1>
        {data && (
          <span className={styles.muted}>{t('admin.dashboard.today', { date: data.date })}</span>
        )}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <dl className={styles.stats}>
          <AppLink to={paths.admin.getHref('orders')} className={styles.stat}>
            <dt>{t('admin.dashboard.todaysOrders')}</dt>
            <dd>{data.todays_orders}</dd>
          </AppLink>
          <div className={styles.stat}>
            <dt>{t('admin.dashboard.todaysRevenue')}</dt>
            <dd>{format.won(data.todays_revenue)}</dd>
          </div>
          <AppLink to={paths.admin.getHref('transfers')} className={styles.stat}>
            <dt>{t('admin.dashboard.transfersToReview')}</dt>
            <dd>{data.review_queue}</dd>
          </AppLink>
          <AppLink to={`${paths.admin.getHref('orders')}?status=pending`} className={styles.stat}>
            <dt>{t('admin.dashboard.pendingOrders')}</dt>
            <dd>{data.pending_orders}</dd>
          </AppLink>
          <AppLink to={`${paths.admin.getHref('products')}?low_stock=true`} className={styles.stat}>
            <dt>{t('admin.dashboard.lowStock', { threshold: data.low_stock_threshold })}</dt>
            <dd>{data.low_stock_products}</dd>
          </AppLink>
        </dl>
      )}
      {data && (
        <section aria-labelledby="last-30-days" className={styles.subsection}>
          <h2 id="last-30-days">
            {t('admin.dashboard.last30Days', { from: data.last_30_days.from, to: data.date })}
          </h2>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('admin.dashboard.last30DaysOrders')}</dt>
              <dd>{formatCount(data.last_30_days.orders)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('admin.dashboard.last30DaysRevenue')}</dt>
              <dd>{format.won(data.last_30_days.revenue)}</dd>
            </div>
          </dl>
          <h2 id="best-sellers" className={styles.subsection}>
            {t('admin.dashboard.bestSellers')}
          </h2>
          {data.best_sellers.length === 0 ? (
            <p className={styles.muted}>{t('admin.dashboard.noBestSellers')}</p>
          ) : (
            <ol aria-labelledby="best-sellers">
              {data.best_sellers.map((product) => (
                <li key={product.product_id}>
                  <AppLink to={paths.adminProduct.getHref(product.product_id)}>
                    {localName(product, locale)}
                  </AppLink>{' '}
                  <span className={styles.muted}>
                    {t('admin.dashboard.unitsSold', { count: product.units })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}
