import type { AdminOrdersQuery } from '@jangbogi/contracts/admin';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { useOrders, type OrderFilters } from '@/features/admin/api/orders';
import { useOrdersExport } from '@/features/admin/api/orders-export';
import { AdminTable } from '@/features/admin/components/admin-table';
import styles from '@/features/admin/components/admin.module.css';
import { errorMessage } from '@/lib/error-message';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  translatedLabels,
} from '@/features/orders/components/labels';
import { useFormat, useT } from '@/i18n/use-i18n';
import { QueryState } from '@/features/admin/components/query-state';
import { useUrlFilters } from '@/features/admin/components/use-url-filters';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/admin/components/status-badge';
import { AppLink } from '@/components/app-link';

const FILTER_KEYS = [
  'status',
  'payment_status',
  'payment_method',
  'from',
  'to',
  'delivery_date',
  'postcode_check',
  'q',
] as const;

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
  const t = useT();
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{t('admin.orders.all')}</option>
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
  const format = useFormat();
  const { params, setFilter, search, setSearch } = useUrlFilters();
  const filters = filtersFrom(params);
  const { data, error, isLoading, isFetching } = useOrders(filters);
  const exporting = useOrdersExport();

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t('admin.orders.title')}</h1>
        {data && (
          <span className={styles.muted}>
            {/* Past a thousand matches the API gives the planner's estimate, and says so. */}
            {t(data.total_estimated ? 'admin.orders.countEstimated' : 'admin.orders.count', {
              count: data.total,
            })}
          </span>
        )}
        <div className={styles.actions}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={styles.button}
              disabled={exporting.isPending}
              onClick={() => exporting.mutate({ filters, format })}
            >
              {t('admin.orders.export', { format: format.toUpperCase() })}
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
          {t('admin.orders.search')}
          <input
            type="search"
            placeholder={t('admin.orders.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 280 }}
          />
        </label>
        <Select
          name="status"
          label={t('admin.orders.status')}
          options={translatedLabels(ORDER_STATUS_LABELS, t)}
          value={params.get('status') ?? ''}
          onChange={setFilter}
        />
        <Select
          name="payment_status"
          label={t('admin.orders.payment')}
          options={translatedLabels(PAYMENT_STATUS_LABELS, t)}
          value={params.get('payment_status') ?? ''}
          onChange={setFilter}
        />
        <Select
          name="payment_method"
          label={t('admin.orders.method')}
          options={translatedLabels(PAYMENT_METHOD_LABELS, t)}
          value={params.get('payment_method') ?? ''}
          onChange={setFilter}
        />
        <label className={styles.field}>
          {t('admin.orders.from')}
          <input
            type="date"
            value={params.get('from') ?? ''}
            onChange={(e) => setFilter('from', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('admin.orders.to')}
          <input
            type="date"
            value={params.get('to') ?? ''}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('admin.orders.deliveryDay')}
          <input
            type="date"
            value={params.get('delivery_date') ?? ''}
            onChange={(e) => setFilter('delivery_date', e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>
            <input
              type="checkbox"
              checked={params.get('postcode_check') === 'true'}
              onChange={(e) => setFilter('postcode_check', e.target.checked ? 'true' : '')}
            />{' '}
            {t('admin.orders.postcodeCheck')}
          </span>
        </label>
        {isFetching && !isLoading && (
          <span className={styles.muted}>{t('admin.orders.updating')}</span>
        )}
      </div>
      {params.get('postcode_check') === 'true' && (
        <p className={styles.muted}>{t('admin.orders.postcodeCheckHint')}</p>
      )}
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <AdminTable
          columns={[
            { label: t('admin.orders.order') },
            { label: t('admin.orders.placed') },
            { label: t('admin.orders.deliveryDay') },
            { label: t('admin.orders.customer') },
            { label: t('admin.orders.phone') },
            { label: t('admin.orders.method') },
            { label: t('admin.orders.depositor') },
            { label: t('admin.orders.total'), numeric: true },
            { label: t('admin.orders.status') },
            { label: t('admin.orders.payment') },
          ]}
          rowCount={data.orders.length}
          emptyText={t('admin.orders.empty')}
        >
          {data.orders.map((order) => (
            <tr key={order._id}>
              <td>
                <AppLink to={paths.adminOrder.getHref(order._id)}>{order.order_number}</AppLink>
                {order.postcode_to_check && (
                  <>
                    {' '}
                    <span className={`${styles.badge} ${styles.overdue}`}>
                      {t('admin.orders.postcodeFlag')}
                    </span>
                  </>
                )}
              </td>
              <td>{format.dateTime(order.placed_at)}</td>
              <td>{order.delivery_date ? format.deliveryDay(order.delivery_date) : ''}</td>
              <td data-customer-text="">{order.customer_name}</td>
              <td>{order.customer_phone}</td>
              <td>{t(PAYMENT_METHOD_LABELS[order.payment_method])}</td>
              <td>{order.depositor_name ?? ''}</td>
              <td className={styles.num}>{format.won(order.total)}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>
                <PaymentStatusBadge status={order.payment_status} />
              </td>
            </tr>
          ))}
        </AdminTable>
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
