import { paths } from '@/config/paths';
import { useDashboard } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { QueryState } from '@/features/admin/components/query-state';
import { AppLink } from '@/components/app-link';
import { useFormat, useT } from '@/i18n/use-i18n';

export default function DashboardRoute() {
  const t = useT();
  const format = useFormat();
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
    </>
  );
}
