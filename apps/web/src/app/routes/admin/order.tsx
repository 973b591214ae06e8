import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { formatWon } from '@jangbogi/contracts/money';
import { useParams, useSearchParams } from 'react-router-dom';
import { SafeImage } from '@/components/safe-image';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { eventLabel, formatDateTime } from '@/features/admin/components/format';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@/features/orders/components/labels';
import { useT } from '@/i18n/use-i18n';
import { OrderActions } from '@/features/admin/components/order-actions';
import { QueryState } from '@/features/admin/components/query-state';
import { RefundPanel } from '@/features/admin/components/refund-panel';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/admin/components/status-badge';
import { AppLink } from '@/components/app-link';

type AddressField = 'full_name' | 'street' | 'city' | 'state' | 'postal_code' | 'country' | 'phone';

function Address({ value }: { value: unknown }) {
  if (!value || typeof value !== 'object') return <span className={styles.muted}>None</span>;
  const address = value as Partial<Record<AddressField, string>>;
  return (
    <address style={{ fontStyle: 'normal' }}>
      {address.full_name && <strong>{address.full_name}</strong>}
      <div>
        {[address.street, address.city, address.state, address.postal_code]
          .filter(Boolean)
          .join(', ')}
      </div>
      {address.country && <div>{address.country}</div>}
      {address.phone && <div>{address.phone}</div>}
    </address>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th />
            <th>Product</th>
            <th className={styles.num}>Unit price</th>
            <th className={styles.num}>Qty</th>
            <th className={styles.num}>Line total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line._id}>
              <td style={{ width: 72 }}>
                <SafeImage src={line.image_url} alt="" className={styles.thumb} />
              </td>
              <td>
                {line.product_name}
                {line.product_name_kr && <div className={styles.muted}>{line.product_name_kr}</div>}
              </td>
              <td className={styles.num}>{formatWon(line.unit_price)}</td>
              <td className={styles.num}>
                {line.quantity}
                {Boolean(line.returned_quantity) && (
                  <div className={styles.muted}>{line.returned_quantity} returned</div>
                )}
              </td>
              <td className={styles.num}>{formatWon(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Events with no shop team member behind them are the customer's own, or the shop's timers. */
const CUSTOMER_EVENTS = new Set(['placed', 'payment_proof_uploaded']);

function AuditTrail({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>When</th>
          <th>Who</th>
          <th>What</th>
          <th>Change</th>
        </tr>
      </thead>
      <tbody>
        {order.events.map((event) => (
          <tr key={event._id}>
            <td>{formatDateTime(event.created_at)}</td>
            <td>
              {event.actor_email ?? (CUSTOMER_EVENTS.has(event.action) ? 'Customer' : 'System')}
            </td>
            <td>
              {eventLabel(event.action)}
              {event.note && <div className={styles.muted}>{event.note}</div>}
            </td>
            <td className={styles.muted}>
              {event.from_status !== event.to_status && event.to_status && (
                <div>
                  {event.from_status ? `${t(ORDER_STATUS_LABELS[event.from_status])} → ` : ''}
                  {t(ORDER_STATUS_LABELS[event.to_status])}
                </div>
              )}
              {event.from_payment_status !== event.to_payment_status && event.to_payment_status && (
                <div>
                  {event.from_payment_status
                    ? `${t(PAYMENT_STATUS_LABELS[event.from_payment_status])} → `
                    : ''}
                  {t(PAYMENT_STATUS_LABELS[event.to_payment_status])}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function OrderRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const { data: order, error, isLoading } = useOrder(id);
  // Approving a return in the queue lands here with ?return=<id>: its refund comes next.
  const [params] = useSearchParams();
  const settles = order?.returns?.find(
    (r) => r._id === params.get('return') && r.status === 'approved',
  );

  return (
    <>
      <p className={styles.noPrint} style={{ margin: '0 0 8px' }}>
        <AppLink to={paths.admin.getHref('orders')}>← Orders</AppLink>
      </p>
      <QueryState error={error} isLoading={isLoading} />
      {order && (
        <>
          <div className={styles.pageHead}>
            <h1>Order {order.order_number}</h1>
            <div className={styles.actions}>
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.payment_status} />
            </div>
          </div>
          <section className={styles.card} aria-label="Actions">
            <OrderActions
              orderId={order._id}
              orderNumber={order.order_number}
              allowed={order.allowed_actions}
            />
          </section>
          <div className={styles.columns}>
            <div>
              <Lines order={order} />
              <RefundPanel order={order} settles={settles} />
              <section className={styles.card} style={{ marginTop: 16 }}>
                <h2>History</h2>
                <AuditTrail order={order} />
              </section>
            </div>
            <div>
              <section className={styles.card}>
                <h2>Summary</h2>
                <dl className={styles.kv}>
                  <dt>Placed</dt>
                  <dd>{formatDateTime(order.placed_at)}</dd>
                  {order.delivery_date && (
                    <>
                      <dt>{t('admin.orders.deliveryDay')}</dt>
                      <dd>{order.delivery_date}</dd>
                    </>
                  )}
                  <dt>Subtotal</dt>
                  <dd>{formatWon(order.subtotal)}</dd>
                  <dt>Discount</dt>
                  <dd>
                    {formatWon(order.discount)}{' '}
                    {order.promo_code && <span className={styles.muted}>({order.promo_code})</span>}
                  </dd>
                  <dt>Shipping</dt>
                  <dd>{formatWon(order.shipping_price)}</dd>
                  {order.remote_area_surcharge > 0 && (
                    <>
                      <dt>{t('remoteArea.surcharge')}</dt>
                      <dd>{formatWon(order.remote_area_surcharge)}</dd>
                    </>
                  )}
                  <dt>Total</dt>
                  <dd>
                    <strong>{formatWon(order.total)}</strong>
                  </dd>
                  <dt>Method</dt>
                  <dd>{t(PAYMENT_METHOD_LABELS[order.payment_method])}</dd>
                  {order.depositor_name && (
                    <>
                      <dt>Depositor</dt>
                      <dd>{order.depositor_name}</dd>
                    </>
                  )}
                  {order.paid_at && (
                    <>
                      <dt>Paid</dt>
                      <dd>{formatDateTime(order.paid_at)}</dd>
                    </>
                  )}
                  {order.shipment && (
                    <>
                      <dt>Courier</dt>
                      <dd>
                        {order.shipment.courier_name}, {order.shipment.tracking_number}
                        {order.shipment.tracking_url && (
                          <>
                            {' '}
                            <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
                              Track
                            </a>
                          </>
                        )}
                      </dd>
                    </>
                  )}
                  {order.bank_deposit && (
                    <>
                      <dt>Bank deposit</dt>
                      <dd>
                        {formatDateTime(order.bank_deposit.occurred_at)},{' '}
                        {order.bank_deposit.depositor}, {formatWon(order.bank_deposit.amount)} (
                        {order.bank_deposit.bank})
                      </dd>
                    </>
                  )}
                </dl>
              </section>
              <section className={styles.card}>
                <h2>Customer</h2>
                <dl className={styles.kv}>
                  <dt>Name</dt>
                  <dd>
                    {order.customer_name}{' '}
                    {order.is_guest && <span className={styles.badge}>Guest</span>}
                  </dd>
                  <dt>Email</dt>
                  <dd>{order.customer_email}</dd>
                  <dt>Phone</dt>
                  <dd>{order.customer_phone}</dd>
                  <dt>Ship to</dt>
                  <dd>
                    <Address value={order.shipping_address} />
                  </dd>
                  {order.note && (
                    <>
                      <dt>Note</dt>
                      <dd>{order.note}</dd>
                    </>
                  )}
                </dl>
              </section>
              {order.payment_proofs.length > 0 && (
                <section className={styles.card}>
                  <h2>Transfer proofs</h2>
                  {order.payment_proofs.map((proof) => (
                    <figure key={proof._id} style={{ margin: '0 0 12px' }}>
                      <a href={proof.url} target="_blank" rel="noreferrer" title="Open full size">
                        <img
                          src={proof.url}
                          alt={`Transfer proof uploaded ${formatDateTime(proof.uploaded_at)}`}
                          className={styles.proof}
                        />
                      </a>
                      <figcaption className={styles.muted}>
                        {formatDateTime(proof.uploaded_at)}
                        {proof.rejected_at && ` · rejected ${formatDateTime(proof.rejected_at)}`}
                      </figcaption>
                    </figure>
                  ))}
                </section>
              )}
            </div>
          </div>
        </>
      )}
    </>
  );
}
