import { courierName } from '@jangbogi/contracts/shipping';
import type { Order } from '@jangbogi/contracts/orders';
import type { RefundMethod } from '@jangbogi/contracts/refunds';
import type { MessageId } from '@lingui/core';
import { Trans } from '@lingui/react';
import { SafeImage } from '@/components/safe-image';
import { useFormat, useLocale, useNames, useT } from '@/i18n/use-i18n';
import { BuyAgainButton } from './buy-again-button';
import { CancelOrder } from './cancel-order';
import { OrderExtraFacts } from './order-extra-facts';
import { RefundAccountForm } from './refund-account-form';
import { RequestReturn } from './request-return';
import { ReturnStatusList } from './return-status';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, paymentMethodLabel } from './labels';
import styles from './orders.module.css';
import selfService from './self-service.module.css';
import { TransferDetails } from './transfer-details';
import { VirtualAccountDetails } from './virtual-account-details';
import { LinePacking } from './line-packing';

/** How a refund's money goes back, in the shopper's words. */
const REFUND_WAYS: Record<RefundMethod, MessageId> = {
  transfer: 'orders.refundToBank',
  cash: 'orders.refundInCash',
  toss: 'orders.refundThroughToss',
};

export function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  // 'Nov 21st 2026, 3:05 PM' or '2026년 11월 21일 오후 3:05', in Korea time.
  const { won: formatWon, dateTime } = useFormat();
  const names = useNames();
  const headingId = `order-${order._id}`;
  const awaitingTransfer =
    order.payment_method === 'account_transfer' &&
    order.payment_status === 'unpaid' &&
    order.status !== 'cancelled';
  const virtualAccount = order.payment?.virtual_account ?? null;
  const awaitingDeposit =
    virtualAccount !== null && order.payment_status === 'unpaid' && order.status !== 'cancelled';
  return (
    // Focusable from script only: My Orders moves the focus to the first of the older orders it loads.
    <article className={`card ${styles.order}`} aria-labelledby={headingId} tabIndex={-1}>
      <header className={styles.orderHead}>
        <h2 id={headingId}>{t('orders.number', { number: order.order_number })}</h2>
        <span className={styles.badge} data-status={order.status}>
          {t(ORDER_STATUS_LABELS[order.status])}
        </span>
      </header>
      <p className={styles.placed}>
        <Trans
          id="orders.placed"
          values={{ date: dateTime(order.placed_at) }}
          components={{ 0: <time dateTime={order.placed_at} /> }}
        />
      </p>
      <ul className={styles.products} aria-label={t('orders.products')}>
        {order.products.map((line, index) => (
          <li key={`${line.product_id ?? line.name}-${index}`} className={styles.product}>
            <SafeImage src={line.productImageUrl} alt="" width={64} height={64} />
            <span>
              <span className={styles.productName}>{names.local(line)}</span>
              <br />
              <span className={styles.muted}>
                {t('orders.qty', { quantity: line.quantity, price: formatWon(line.unit_price) })}
              </span>
              <LinePacking line={line} />
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.paymentMethod')}</dt>
          <dd>{t(paymentMethodLabel(order.payment_method, order.payment?.method))}</dd>
        </div>
        <div>
          <dt>{t('orders.paymentStatus')}</dt>
          <dd>{t(PAYMENT_STATUS_LABELS[order.payment_status])}</dd>
        </div>
        <OrderExtraFacts order={order} />
        {order.shipment && (
          <div>
            <dt>{t('orders.courier')}</dt>
            <dd>
              {courierName(order.shipment.courier, locale)} · {order.shipment.tracking_number}
              {order.shipment.tracking_url && (
                <>
                  {' '}
                  <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
                    {t('orders.track')}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatWon(order.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{order.shipping_price === 0 ? t('cart.free') : formatWon(order.shipping_price)}</dd>
        </div>
        {order.remote_area_surcharge > 0 && (
          <div>
            <dt>{t('remoteArea.surcharge')}</dt>
            <dd>{formatWon(order.remote_area_surcharge)}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.discount')}</dt>
          <dd>{order.total_discount > 0 ? `-${formatWon(order.total_discount)}` : formatWon(0)}</dd>
        </div>
        {order.ordered_total != null && order.ordered_total !== order.total_price && (
          <div>
            <dt>{t('orders.orderedTotal')}</dt>
            <dd>
              <s>{formatWon(order.ordered_total)}</s>
            </dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('cart.total')}</dt>
          <dd>{formatWon(order.total_price)}</dd>
        </div>
        {(order.refunds ?? []).map((refund) => (
          <div key={refund._id} className={styles.wide}>
            <dt>
              {refund.from_packing
                ? t('orders.refundPacking')
                : refund.cancels_order
                  ? t('orders.refundCancelled')
                  : t('orders.refundReturned')}
            </dt>
            <dd>
              {formatWon(refund.amount)} · {t(REFUND_WAYS[refund.method])} ·{' '}
              {refund.status === 'refunded' ? t('orders.refunded') : t('orders.toBeRefunded')}
              {refund.needs_account && (
                <>
                  <br />
                  <strong>{t('orders.refundNeedsAccount')}</strong>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <RefundAccountForm order={order} />
      {awaitingTransfer && (
        <TransferDetails
          amount={order.total_price}
          depositorName={order.depositor_name}
          deadline={order.payment_deadline}
        />
      )}
      {awaitingDeposit && (
        <VirtualAccountDetails account={virtualAccount} amount={order.total_price} />
      )}
      <ReturnStatusList returns={order.returns ?? []} />
      <div className={selfService.selfService}>
        <CancelOrder order={order} />
        <RequestReturn order={order} />
        <div className={selfService.buttons}>
          <BuyAgainButton orderId={order._id} />
        </div>
      </div>
    </article>
  );
}
