import { paths } from '@/config/paths';
import { useFormat, useT } from '@/i18n/use-i18n';
import type { OrderConfirmation } from './order-confirmation';
import { isTransfer, paymentMethodLabel, totalLabel } from './labels';
import styles from './orders.module.css';
import { OrderSelfService } from './order-self-service';
import { ProofUpload } from './proof-upload';
import { TransferDetails } from './transfer-details';
import { VirtualAccountDetails } from './virtual-account-details';
import { AppLink } from '@/components/app-link';

export function OrderReceipt({ order }: { order: OrderConfirmation }) {
  const t = useT();
  const { won: formatWon } = useFormat();
  const paymentStatus = order.paymentStatus ?? 'unpaid';
  const awaitingTransfer = isTransfer(order.paymentMethod) && paymentStatus === 'unpaid';
  const virtualAccount = order.online?.virtualAccount ?? null;
  return (
    <div className={`card ${styles.success}`}>
      <div className={styles.successIcon} aria-hidden="true">
        ✓
      </div>
      <h1 className={`page-title ${styles.title}`}>{t('orderSuccess.title')}</h1>
      <p className={styles.muted}>{t('orderSuccess.emailOnItsWay')}</p>
      <dl className={styles.receipt}>
        <dt>{t('orderSuccess.orderNumber')}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatWon(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{t('checkout.discount')}</dt>
            <dd>-{formatWon(order.discount)}</dd>
          </>
        )}
        <dt>{t('cart.shipping')}</dt>
        <dd>{order.shipping === 0 ? t('cart.free') : formatWon(order.shipping)}</dd>
        {(order.remoteAreaSurcharge ?? 0) > 0 && (
          <>
            <dt>{t('remoteArea.surcharge')}</dt>
            <dd data-testid="remote-area-surcharge">{formatWon(order.remoteAreaSurcharge ?? 0)}</dd>
          </>
        )}
        <dt>{t(totalLabel(order.paymentMethod, paymentStatus, virtualAccount !== null))}</dt>
        <dd data-testid="order-total">{formatWon(order.total)}</dd>
        <dt>{t('orderSuccess.paymentMethod')}</dt>
        <dd data-testid="payment-method">
          {t(paymentMethodLabel(order.paymentMethod, order.online?.method))}
        </dd>
      </dl>
      {virtualAccount && paymentStatus === 'unpaid' && (
        <VirtualAccountDetails account={virtualAccount} amount={order.total} />
      )}
      {awaitingTransfer && (
        <TransferDetails
          amount={order.total}
          depositorName={order.depositorName ?? null}
          deadline={order.paymentDeadline}
        />
      )}
      {isTransfer(order.paymentMethod) && <ProofUpload orderId={order.orderId} />}
      <OrderSelfService orderId={order.orderId} />
      <SuccessActions />
    </div>
  );
}

/** Shown when the page is opened without an order (e.g. a bookmark). */
export function GenericOrderSuccess() {
  const t = useT();
  return (
    <div className={`card ${styles.success}`}>
      <div className={styles.successIcon} aria-hidden="true">
        ✓
      </div>
      <h1 className={`page-title ${styles.title}`}>{t('orderSuccess.title')}</h1>
      <p>{t('orderSuccess.placed')}</p>
      <p className={styles.muted}>{t('orderSuccess.guestHint')}</p>
      <SuccessActions />
    </div>
  );
}

function SuccessActions() {
  const t = useT();
  return (
    <div className={styles.actions}>
      <AppLink to={paths.shop.getHref()} className="btn btn-primary">
        {t('cart.continueShopping')}
      </AppLink>
      <AppLink to={paths.myOrders.getHref()} className="btn btn-outline">
        {t('account.myOrders')}
      </AppLink>
    </div>
  );
}
