import { shopStockReason } from '@jangbogi/contracts/stock';
import { useStockMovements } from '../api/catalog';
import { useFormat, useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';
import { QueryState } from './query-state';

/** A reason the shop wrote in the screen's words; one the team typed, as typed. */
function StockReason({ reason }: { reason: string }) {
  const t = useT();
  const shop = shopStockReason(reason);
  if (shop?.kind === 'initial') return <>{t('admin.stockHistory.initialStock')}</>;
  if (shop?.kind === 'packed')
    return <>{t('admin.stockHistory.packedOrder', { number: shop.orderNumber })}</>;
  return <span data-team-text="">{reason}</span>;
}

/** The shop team's latest stock changes for one product, newest first. */
export function StockHistory({ productId }: { productId: string }) {
  const t = useT();
  const format = useFormat();
  const { data: movements, error, isLoading } = useStockMovements(productId);
  return (
    <>
      <QueryState error={error} isLoading={isLoading} />
      {movements && movements.length === 0 && (
        <p className={styles.muted}>{t('admin.stockHistory.empty')}</p>
      )}
      {movements && movements.length > 0 && (
        <table className={styles.table} aria-label={t('admin.stockHistory.label')}>
          <thead>
            <tr>
              <th>{t('admin.stockHistory.when')}</th>
              <th>{t('admin.stockHistory.change')}</th>
              <th>{t('admin.stockHistory.after')}</th>
              <th>{t('admin.stockHistory.reason')}</th>
              <th>{t('admin.stockHistory.by')}</th>
            </tr>
          </thead>
          <tbody>
            {movements.map((m) => (
              <tr key={m._id}>
                <td>{format.dateTime(m.created_at)}</td>
                <td>{m.change > 0 ? `+${m.change}` : m.change}</td>
                <td>{m.stock_after}</td>
                <td>
                  <StockReason reason={m.reason} />
                </td>
                <td>{m.actor_email ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
