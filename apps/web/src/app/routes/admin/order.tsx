import { DELIVERY_COUNTRY } from '@jangbogi/contracts/delivery-request';
import { courierName } from '@jangbogi/contracts/shipping';
import type { AdminOrderDetail } from '@jangbogi/contracts/admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { SafeImage } from '@/components/safe-image';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/admin/api/orders';
import styles from '@/features/admin/components/admin.module.css';
import { LinePackingNote } from '@/features/admin/components/line-packing-note';
import { OrderHistory } from '@/features/admin/components/order-history';
import { PAYMENT_METHOD_LABELS } from '@/features/orders/components/labels';
import { TossPaymentFacts } from '@/features/admin/components/toss-payment-facts';
import { lineNames } from '@/i18n/names';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import { OrderActions } from '@/features/admin/components/order-actions';
import { QueryState } from '@/features/admin/components/query-state';
import { RefundPanel } from '@/features/admin/components/refund-panel';
import { KoreanNameBeside, TeamName } from '@/features/admin/components/team-name';
import { OrderStatusBadge, PaymentStatusBadge } from '@/features/admin/components/status-badge';
import { AppLink } from '@/components/app-link';

type AddressField = 'full_name' | 'street' | 'city' | 'state' | 'postal_code' | 'country' | 'phone';

function Address({ value }: { value: unknown }) {
  const t = useT();
  if (!value || typeof value !== 'object') {
    return <span className={styles.muted}>{t('admin.order.none')}</span>;
  }
  const address = value as Partial<Record<AddressField, string>>;
  return (
    <address style={{ fontStyle: 'normal' }}>
      {address.full_name && <strong>{address.full_name}</strong>}
      <div>
        {[address.street, address.city, address.state, address.postal_code]
          .filter(Boolean)
          .join(', ')}
      </div>
      {address.country && (
        <div>
          {/* The one country the shop delivers to is the shop's word; another is what was typed. */}
          {address.country === DELIVERY_COUNTRY ? (
            t('admin.order.countryKorea')
          ) : (
            <span data-team-text="">{address.country}</span>
          )}
        </div>
      )}
      {address.phone && <div>{address.phone}</div>}
    </address>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th />
            <th>{t('admin.order.product')}</th>
            <th className={styles.num}>{t('admin.order.unitPrice')}</th>
            <th className={styles.num}>{t('admin.order.quantity')}</th>
            <th className={styles.num}>{t('admin.order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line._id}>
              <td style={{ width: 72 }}>
                <SafeImage src={line.image_url} alt="" className={styles.thumb} />
              </td>
              <td className={styles.productCell}>
                <TeamName item={lineNames(line)} />
                <KoreanNameBeside item={lineNames(line)} className={styles.muted} />
                <LinePackingNote line={line} paid={order.payment_status === 'paid'} />
              </td>
              <td className={styles.num}>{format.won(line.unit_price)}</td>
              <td className={styles.num}>
                {line.quantity}
                {Boolean(line.returned_quantity) && (
                  <div className={styles.muted}>
                    {t('admin.order.returned', { count: line.returned_quantity })}
                  </div>
                )}
              </td>
              <td className={styles.num}>
                {line.packing && line.packing.line_total !== line.line_total ? (
                  <>
                    <s className={styles.muted}>{format.won(line.line_total)}</s>
                    <div>{format.won(line.packing.line_total)}</div>
                  </>
                ) : (
                  format.won(line.line_total)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function OrderRoute() {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
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
        <AppLink to={paths.admin.getHref('orders')}>{t('admin.order.back')}</AppLink>
      </p>
      <QueryState error={error} isLoading={isLoading} />
      {order && (
        <>
          <div className={styles.pageHead}>
            <h1>{t('admin.order.title', { number: order.order_number })}</h1>
            <div className={styles.actions}>
              <OrderStatusBadge status={order.status} />
              <PaymentStatusBadge status={order.payment_status} />
            </div>
          </div>
          <section className={styles.card} aria-label={t('admin.order.actions')}>
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
                <h2>{t('admin.order.history')}</h2>
                <OrderHistory order={order} />
              </section>
            </div>
            <div>
              <section className={styles.card}>
                <h2>{t('admin.order.summary')}</h2>
                <dl className={styles.kv}>
                  <dt>{t('admin.orders.placed')}</dt>
                  <dd>{format.dateTime(order.placed_at)}</dd>
                  {order.delivery_date && (
                    <>
                      <dt>{t('admin.orders.deliveryDay')}</dt>
                      <dd>{format.deliveryDay(order.delivery_date)}</dd>
                    </>
                  )}
                  <dt>{t('admin.order.subtotal')}</dt>
                  <dd>{format.won(order.subtotal)}</dd>
                  <dt>{t('admin.order.discount')}</dt>
                  <dd>
                    {format.won(order.discount)}{' '}
                    {order.promo_code && <span className={styles.muted}>({order.promo_code})</span>}
                  </dd>
                  <dt>{t('admin.order.shipping')}</dt>
                  <dd>{format.won(order.shipping_price)}</dd>
                  {order.remote_area_surcharge > 0 && (
                    <>
                      <dt>{t('remoteArea.surcharge')}</dt>
                      <dd>{format.won(order.remote_area_surcharge)}</dd>
                    </>
                  )}
                  <dt>{t('admin.orders.total')}</dt>
                  <dd>
                    <strong>{format.won(order.total)}</strong>
                  </dd>
                  <dt>{t('admin.orders.method')}</dt>
                  <dd>{t(PAYMENT_METHOD_LABELS[order.payment_method])}</dd>
                  {order.payment && <TossPaymentFacts payment={order.payment} />}
                  {order.depositor_name && (
                    <>
                      <dt>{t('admin.orders.depositor')}</dt>
                      <dd>{order.depositor_name}</dd>
                    </>
                  )}
                  {order.paid_at && (
                    <>
                      <dt>{t('admin.order.paid')}</dt>
                      <dd>{format.dateTime(order.paid_at)}</dd>
                    </>
                  )}
                  {order.shipment && (
                    <>
                      <dt>{t('admin.order.courier')}</dt>
                      <dd>
                        {courierName(order.shipment.courier, locale)},{' '}
                        {order.shipment.tracking_number}
                        {order.shipment.tracking_url && (
                          <>
                            {' '}
                            <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
                              {t('admin.order.track')}
                            </a>
                          </>
                        )}
                      </dd>
                    </>
                  )}
                  {order.bank_deposit && (
                    <>
                      <dt>{t('admin.order.bankDeposit')}</dt>
                      <dd>
                        {format.dateTime(order.bank_deposit.occurred_at)},{' '}
                        {order.bank_deposit.depositor}, {format.won(order.bank_deposit.amount)} (
                        {order.bank_deposit.bank})
                      </dd>
                    </>
                  )}
                </dl>
              </section>
              <section className={styles.card}>
                <h2>{t('admin.orders.customer')}</h2>
                <dl className={styles.kv}>
                  <dt>{t('admin.order.name')}</dt>
                  <dd>
                    <span data-customer-text="">{order.customer_name}</span>{' '}
                    {order.is_guest && (
                      <span className={styles.badge}>{t('admin.order.guest')}</span>
                    )}
                  </dd>
                  <dt>{t('admin.order.email')}</dt>
                  <dd>{order.customer_email}</dd>
                  <dt>{t('admin.orders.phone')}</dt>
                  <dd>{order.customer_phone}</dd>
                  <dt>{t('admin.order.shipTo')}</dt>
                  <dd>
                    <Address value={order.shipping_address} />
                  </dd>
                  {order.note && (
                    <>
                      <dt>{t('admin.order.note')}</dt>
                      <dd>{order.note}</dd>
                    </>
                  )}
                </dl>
              </section>
              {order.payment_proofs.length > 0 && (
                <section className={styles.card}>
                  <h2>{t('admin.order.proofs')}</h2>
                  {order.payment_proofs.map((proof) => (
                    <figure key={proof._id} style={{ margin: '0 0 12px' }}>
                      <a
                        href={proof.url}
                        target="_blank"
                        rel="noreferrer"
                        title={t('admin.order.openFullSize')}
                      >
                        <img
                          src={proof.url}
                          alt={t('admin.order.proofAlt', {
                            date: format.dateTime(proof.uploaded_at),
                          })}
                          className={styles.proof}
                        />
                      </a>
                      <figcaption className={styles.muted}>
                        {format.dateTime(proof.uploaded_at)}
                        {proof.rejected_at &&
                          ` · ${t('admin.order.proofRejected', { date: format.dateTime(proof.rejected_at) })}`}
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
