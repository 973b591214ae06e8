import { useStockMovements } from '../api/catalog';
import styles from './admin.module.css';
import { formatDateTime } from './format';
import { QueryState } from './query-state';

/** The shop team's latest stock changes for one product, newest first. */
export function StockHistory({ productId }: { productId: string }) {
  const { data: movements, error, isLoading } = useStockMovements(productId);
  return (
    <>
      <QueryState error={error} isLoading={isLoading} />
      {movements && movements.length === 0 && (
        <p className={styles.muted}>No stock changes recorded yet.</p>
      )}
      {movements && movements.length > 0 && (
        <table className={styles.table} aria-label="Stock changes">
          <thead>
            <tr>
              <th>When</th>
              <th>Change</th>
              <th>After</th>
              <th>Reason</th>
              <th>By</th>
            </tr>
          </thead>
          <tbody>
            {movements.map((m) => (
              <tr key={m._id}>
                <td>{formatDateTime(m.created_at)}</td>
                <td>{m.change > 0 ? `+${m.change}` : m.change}</td>
                <td>{m.stock_after}</td>
                <td>{m.reason}</td>
                <td>{m.actor_email ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
