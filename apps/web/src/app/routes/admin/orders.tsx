import type { AdminOrdersQuery } from '@jangbogi/contracts/admin';
import { formatWon } from '@jangbogi/contracts/money';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { useOrders, type OrderFilters } from '@/features/admin/api/orders';
import { useOrdersExport } from '@/features/admin/api/orders-export';
import styles from '@/features/admin/components/admin.module.css';
import { formatDateTime } from '@/features/admin/components/format';
import { errorMessage } from '@/lib/error-message';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  translatedLabels,
} from '@/features/orders/components/labels';
import { useT } from '@/i18n/use-i18n';
import { QueryState } from '@/features/admin/components/query-state';
import { useUrlFilters } from '@/features/admin/components/use-url-filters';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/admin/components/status-badge';
import { AppLink } from '@/components/app-link';

const FILTER_KEYS = ['status', 'payment_status', 'payment_method', 'from', 'to', 'q'] as const;

function filtersFrom(params: URLSearchParams): OrderFilters {
  // The server checks the values; a bad one in the URL comes back as its 400 message.
  const filters: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  if (page > 1) filters.page = page;
  return filters;
}

function Select({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: keyof AdminOrdersQuery;
  label: string;
  options: Record<string, string>;
  value: string;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">All</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function OrdersRoute() {
  const t = useT();
  const { params, setFilter, search, setSearch } = useUrlFilters();
  const filters = filtersFrom(params);
  const { data, error, isLoading, isFetching } = useOrders(filters);
  const exporting = useOrdersExport();

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Orders</h1>
        {data && <span className={styles.muted}>{data.total} orders</span>}
        <div className={styles.actions}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={styles.button}
              disabled={exporting.isPending}
              onClick={() => exporting.mutate({ filters, format })}
            >
              Export {format.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
      {exporting.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(exporting.error)}
        </p>
      )}
      <div className={styles.filters}>
        <label className={styles.field}>
          Search
          <input
            type="search"
            placeholder="Order number, name, phone, depositor"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 280 }}
          />
        </label>
        <Select
          name="status"
          label="Status"
          options={translatedLabels(ORDER_STATUS_LABELS, t)}
          value={params.get('status') ?? ''}
          onChange={setFilter}
        />
        <Select
          name="payment_status"
          label="Payment"
          options={translatedLabels(PAYMENT_STATUS_LABELS, t)}
          value={params.get('payment_status') ?? ''}
          onChange={setFilter}
        />
        <Select
          name="payment_method"
          label="Method"
          options={translatedLabels(PAYMENT_METHOD_LABELS, t)}
          value={params.get('payment_method') ?? ''}
          onChange={setFilter}
        />
        <label className={styles.field}>
          From
          <input
            type="date"
            value={params.get('from') ?? ''}
            onChange={(e) => setFilter('from', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          To
          <input
            type="date"
            value={params.get('to') ?? ''}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </label>
        {isFetching && !isLoading && <span className={styles.muted}>Updating...</span>}
      </div>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Order</th>
                <th>Placed</th>
                <th>Customer</th>
                <th>Phone</th>
                <th>Method</th>
                <th>Depositor</th>
                <th className={styles.num}>Total</th>
                <th>Status</th>
                <th>Payment</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order._id}>
                  <td>
                    <AppLink to={paths.adminOrder.getHref(order._id)}>{order.order_number}</AppLink>
                  </td>
                  <td>{formatDateTime(order.placed_at)}</td>
                  <td>{order.customer_name}</td>
                  <td>{order.customer_phone}</td>
                  <td>{t(PAYMENT_METHOD_LABELS[order.payment_method])}</td>
                  <td>{order.depositor_name ?? ''}</td>
                  <td className={styles.num}>{formatWon(order.total)}</td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td>
                    <PaymentStatusBadge status={order.payment_status} />
                  </td>
                </tr>
              ))}
              {data.orders.length === 0 && (
                <tr>
                  <td colSpan={9} className={styles.muted}>
                    No orders match these filters.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager
          page={data.page}
          pages={data.pages}
          onChange={(page) => setFilter('page', String(page))}
        />
      )}
    </>
  );
}
