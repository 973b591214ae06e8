import type { Order } from '@jangbogi/contracts/orders';
import { formatWon } from '@jangbogi/contracts/money';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { SafeImage } from '@/components/safe-image';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, paymentMethodLabel } from './labels';
import styles from './orders.module.css';
import { TransferDetails } from './transfer-details';

dayjs.extend(advancedFormat);

/** e.g. 'Nov 21st 2026, 3:05 PM', in the shopper's time zone. */
export const formatPlacedAt = (iso: string) => dayjs(iso).format('MMM Do YYYY, h:mm A');

export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order._id}`;
  const awaitingTransfer =
    order.payment_method === 'account_transfer' &&
    order.payment_status === 'unpaid' &&
    order.status !== 'cancelled';
  return (
    <article className={`card ${styles.order}`} aria-labelledby={headingId}>
      <header className={styles.orderHead}>
        <h2 id={headingId}>Order #{order.order_number}</h2>
        <span className={styles.badge} data-status={order.status}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </header>
      <p className={styles.placed}>
        Placed <time dateTime={order.placed_at}>{formatPlacedAt(order.placed_at)}</time>
      </p>
      <ul className={styles.products} aria-label="Products">
        {order.products.map((line, index) => (
          <li key={`${line.product_id ?? line.name}-${index}`} className={styles.product}>
            <SafeImage src={line.productImageUrl} alt="" width={64} height={64} />
            <span>
              <span className={styles.productName}>{line.name}</span>
              <br />
              <span className={styles.muted}>
                Qty {line.quantity} × {formatWon(line.unit_price)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>Payment method</dt>
          <dd>{paymentMethodLabel(order.payment_method)}</dd>
        </div>
        <div>
          <dt>Payment status</dt>
          <dd>{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
        </div>
        {order.shipment && (
          <div>
            <dt>Courier</dt>
            <dd>
              {order.shipment.courier_name} · {order.shipment.tracking_number}
              {order.shipment.tracking_url && (
                <>
                  {' '}
                  <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
                    Track parcel
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Subtotal</dt>
          <dd>{formatWon(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{order.shipping_price === 0 ? 'Free' : formatWon(order.shipping_price)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{order.total_discount > 0 ? `-${formatWon(order.total_discount)}` : formatWon(0)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatWon(order.total_price)}</dd>
        </div>
        {(order.refunds ?? []).map((refund) => (
          <div key={refund._id}>
            <dt>{refund.cancels_order ? 'Refund (order cancelled)' : 'Refund (items returned)'}</dt>
            <dd>
              {formatWon(refund.amount)} ·{' '}
              {refund.method === 'transfer' ? 'to your bank account' : 'in cash'} ·{' '}
              {refund.status === 'refunded' ? 'Refunded' : 'To be refunded'}
            </dd>
          </div>
        ))}
      </dl>
      {awaitingTransfer && (
        <TransferDetails amount={order.total_price} depositorName={order.depositor_name} />
      )}
    </article>
  );
}
