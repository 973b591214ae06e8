import type { PackingSlip as Slip } from '@jangbogi/contracts/admin';
import styles from './admin.module.css';
import { groupByStorage, StorageGroupRow } from './storage-groups';
import { KoreanNameBeside, TeamName } from './team-name';
import {
  deliveryRequestText,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@/features/orders/components/labels';
import { lineNames } from '@/i18n/names';
import { useFormat, useT } from '@/i18n/use-i18n';

/** What goes in one box: printed on its own A4 page after the picking list. */
export function PackingSlip({ slip }: { slip: Slip }) {
  const t = useT();
  const format = useFormat();
  const address = slip.shipping_address;
  const cashDue = slip.payment_method === 'cash' && slip.payment_status !== 'paid';
  return (
    <section
      className={styles.slip}
      aria-label={t('admin.slip.label', { orderNumber: slip.order_number })}
    >
      <header className={styles.slipHead}>
        <div>
          <h2>Jangbogi · 장보기</h2>
          <p className={styles.muted}>{t('admin.slip.title')}</p>
        </div>
        <div className={styles.num}>
          <strong>{t('admin.slip.order', { orderNumber: slip.order_number })}</strong>
          <div className={styles.muted}>{format.dateTime(slip.placed_at)}</div>
          {slip.delivery_date && (
            <div>
              <strong>
                {t('admin.slip.deliveryDay', { date: format.deliveryDay(slip.delivery_date) })}
              </strong>
            </div>
          )}
        </div>
      </header>
      {/* 받는 분 and where the box goes, for the courier's label; then who ordered it. */}
      <div className={styles.slipTo} data-testid="slip-recipient">
        <strong>{t('admin.slip.recipient', { name: slip.recipient.name })}</strong>
        <div>
          ({address.postal_code}) {address.street}
          {address.address_detail && ` ${address.address_detail}`}, {address.city} {address.state}
        </div>
        <div>{slip.recipient.phone || slip.customer_phone}</div>
        {slip.delivery_request && (
          <div>
            <strong>
              {t('admin.slip.request', { request: deliveryRequestText(t, slip.delivery_request) })}
            </strong>
          </div>
        )}
      </div>
      <p className={styles.muted}>
        {t('admin.slip.orderer', { name: slip.customer_name, phone: slip.customer_phone })}
      </p>
      {slip.note && <p>{t('admin.slip.note', { note: slip.note })}</p>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th style={{ width: 32 }}>✓</th>
            <th>{t('admin.order.product')}</th>
            <th className={styles.num}>{t('admin.order.quantity')}</th>
            <th className={styles.num}>{t('admin.order.unitPrice')}</th>
            <th className={styles.num}>{t('admin.order.lineTotal')}</th>
          </tr>
        </thead>
        {/* One group per box: the chilled and frozen ones get ice packs. */}
        {groupByStorage(slip.lines).map((group) => (
          <tbody key={group.storage}>
            <StorageGroupRow storage={group.storage} columns={5} />
            {group.lines.map((line, index) => (
              <tr key={`${line.product_name}-${index}`}>
                <td>☐</td>
                <td>
                  {/* As the picking list above the slips names them. */}
                  <TeamName item={lineNames(line)} />
                  <KoreanNameBeside item={lineNames(line)} className={styles.muted} />
                </td>
                <td className={styles.num}>
                  <strong>{line.quantity}</strong>
                </td>
                <td className={styles.num}>{format.won(line.unit_price)}</td>
                <td className={styles.num}>{format.won(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <dl className={styles.slipTotals}>
        <dt>{t('admin.order.subtotal')}</dt>
        <dd>{format.won(slip.subtotal)}</dd>
        {slip.discount > 0 && (
          <>
            <dt>{t('admin.order.discount')}</dt>
            <dd>-{format.won(slip.discount)}</dd>
          </>
        )}
        <dt>{t('admin.order.shipping')}</dt>
        <dd>
          {slip.shipping_price === 0 ? t('admin.slip.free') : format.won(slip.shipping_price)}
        </dd>
        {slip.remote_area_surcharge > 0 && (
          <>
            <dt>{t('remoteArea.surcharge')}</dt>
            <dd>{format.won(slip.remote_area_surcharge)}</dd>
          </>
        )}
        <dt>{t('admin.orders.total')}</dt>
        <dd>
          <strong>{format.won(slip.total)}</strong>
        </dd>
        <dt>{t('admin.orders.payment')}</dt>
        <dd>
          {t(PAYMENT_METHOD_LABELS[slip.payment_method])},{' '}
          {t(PAYMENT_STATUS_LABELS[slip.payment_status])}
          {cashDue && (
            <strong> · {t('admin.slip.collect', { amount: format.won(slip.total) })}</strong>
          )}
        </dd>
      </dl>
      <p className={styles.muted}>{t('admin.slip.thanks')}</p>
    </section>
  );
}
