import { formatWon } from '@jangbogi/contracts/money';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { QueryState } from '@/features/admin/components/query-state';
import { AppLink } from '@/components/app-link';

export default function DashboardRoute() {
  const { data, error, isLoading } = useDashboard();
  return (
    <>
      <div className={styles.pageHead}>
        <h1>Dashboard</h1>
        {data && <span className={styles.muted}>Today ({data.date}, Korea time)</span>}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <dl className={styles.stats}>
          <AppLink to={paths.admin.getHref('orders')} className={styles.stat}>
            <dt>Today&apos;s orders</dt>
            <dd>{data.todays_orders}</dd>
          </AppLink>
          <div className={styles.stat}>
            <dt>Today&apos;s revenue</dt>
            <dd>{formatWon(data.todays_revenue)}</dd>
          </div>
          <AppLink to={paths.admin.getHref('transfers')} className={styles.stat}>
            <dt>Transfers to review</dt>
            <dd>{data.review_queue}</dd>
          </AppLink>
          <AppLink to={`${paths.admin.getHref('orders')}?status=pending`} className={styles.stat}>
            <dt>Pending orders</dt>
            <dd>{data.pending_orders}</dd>
          </AppLink>
          <AppLink to={`${paths.admin.getHref('products')}?low_stock=true`} className={styles.stat}>
            <dt>Low stock ({data.low_stock_threshold} or fewer)</dt>
            <dd>{data.low_stock_products}</dd>
          </AppLink>
        </dl>
      )}
    </>
  );
}
