import { usePackingDay } from '@/features/admin/api/packing';
import styles from '@/features/admin/components/admin.module.css';
import { CourierSheets } from '@/features/admin/components/courier-sheets';
import { DeliveryDayHead, useAskedDay } from '@/features/admin/components/delivery-day-head';
import { PackingOrder } from '@/features/admin/components/packing-order';
import packing from '@/features/admin/components/packing.module.css';
import { QueryState } from '@/features/admin/components/query-state';
import { useFormat, useT } from '@/i18n/use-i18n';

/** /admin/packing?date=…: the day's orders in packing order, packed one by one from a phone. */
export default function PackingRoute() {
  const t = useT();
  const format = useFormat();
  // Opened without a day, the screen shows the next day the shop delivers on.
  const asked = useAskedDay();
  const { data, error, isLoading } = usePackingDay(asked);
  const date = asked ?? data?.date ?? '';
  const left = data?.orders.filter((order) => order.status !== 'packed').length ?? 0;

  return (
    <>
      <DeliveryDayHead
        title={t('admin.packing.title', { date: date && format.deliveryDay(date) })}
        date={date}
      />
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <>
          <p className={styles.muted}>
            {t('admin.packing.summary', { count: data.orders.length, left })}
          </p>
          <div className={packing.orders}>
            {data.orders.map((order) => (
              <PackingOrder key={order._id} order={order} />
            ))}
          </div>
        </>
      )}
      <CourierSheets date={date} />
    </>
  );
}
