import { usePickingList } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { DeliveryDayHead, useAskedDay } from '@/features/admin/components/delivery-day-head';
import { PackingSlip } from '@/features/admin/components/packing-slip';
import { QueryState } from '@/features/admin/components/query-state';
import { groupByStorage, StorageGroupRow } from '@/features/admin/components/storage-groups';
import { KoreanNameBeside, TeamName } from '@/features/admin/components/team-name';
import { lineNames } from '@/i18n/names';
import { useFormat, useT } from '@/i18n/use-i18n';

export default function PickingListRoute() {
  const t = useT();
  const format = useFormat();
  // Opened without a day, the list is the next day the shop delivers on, which the server knows.
  const asked = useAskedDay();
  const { data, error, isLoading } = usePickingList(asked);
  const date = asked ?? data?.date ?? '';

  return (
    <>
      <DeliveryDayHead
        title={t('admin.picking.title', { date: date && format.deliveryDay(date) })}
        date={date}
      >
        <button
          type="button"
          className={styles.primary}
          onClick={() => window.print()}
          style={{ alignSelf: 'end' }}
        >
          {t('admin.picking.print')}
        </button>
      </DeliveryDayHead>
      <QueryState error={error} isLoading={isLoading} />
      {data && (
        <>
          <p className={styles.muted}>
            {t('admin.picking.summary', {
              date: format.deliveryDay(data.date),
              count: data.order_count,
            })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th style={{ width: 40 }}>✓</th>
                  <th>{t('admin.picking.product')}</th>
                  <th className={styles.num}>{t('admin.picking.quantity')}</th>
                  <th>{t('admin.picking.orders')}</th>
                </tr>
              </thead>
              {groupByStorage(data.items).map((group) => (
                <tbody key={group.storage}>
                  <StorageGroupRow storage={group.storage} columns={4} />
                  {group.lines.map((item) => (
                    <tr key={item.product_id ?? item.product_name}>
                      <td>☐</td>
                      <td>
                        <strong>
                          <TeamName item={lineNames(item)} />
                        </strong>
                        <KoreanNameBeside item={lineNames(item)} />
                      </td>
                      <td className={styles.num} style={{ fontSize: 18 }}>
                        <strong>{item.quantity}</strong>
                      </td>
                      <td>{item.order_numbers.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
              <tbody>
                {data.items.length === 0 && (
                  <tr>
                    <td colSpan={4} className={styles.muted}>
                      {t('admin.picking.empty')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          {data.slips.map((slip) => (
            <PackingSlip key={slip.order_number} slip={slip} />
          ))}
        </>
      )}
    </>
  );
}
