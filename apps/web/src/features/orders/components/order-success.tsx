import { paths } from '@/config/paths';
import { useFormat, useT } from '@/i18n/use-i18n';
import type { OrderConfirmation } from './order-confirmation';
import { isTransfer, paymentMethodLabel, totalLabel } from './labels';
import styles from './orders.module.css';
import { OrderSelfService } from './order-self-service';
import { ProofUpload } from './proof-upload';
import { TransferDetails } from './transfer-details';
import { AppLink } from '@/components/app-link';

export function OrderReceipt({ order }: { order: OrderConfirmation }) {
  const t = useT();
  const { won: formatWon } = useFormat();
  const paymentStatus = order.paymentStatus ?? 'unpaid';
  const awaitingTransfer = isTransfer(order.paymentMethod) && paymentStatus === 'unpaid';
  return (
    <div className={`card ${styles.success}`}>
      <div className={styles.successIcon} aria-hidden="true">
        ✓
      </div>
      <h1 className={`page-title ${styles.title}`}>Thank you for your order!</h1>
      <p className={styles.muted}>A confirmation email is on its way.</p>
      <dl className={styles.receipt}>
        <dt>Order number</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
        <dt>Subtotal</dt>
        <dd>{formatWon(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt>Discount</dt>
            <dd>-{formatWon(order.discount)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{order.shipping === 0 ? 'Free' : formatWon(order.shipping)}</dd>
        <dt>{t(totalLabel(order.paymentMethod, paymentStatus))}</dt>
        <dd data-testid="order-total">{formatWon(order.total)}</dd>
        <dt>Payment method</dt>
        <dd>{t(paymentMethodLabel(order.paymentMethod))}</dd>
      </dl>
      {awaitingTransfer && (
        <TransferDetails amount={order.total} depositorName={order.depositorName ?? null} />
      )}
      {isTransfer(order.paymentMethod) && <ProofUpload orderId={order.orderId} />}
      <OrderSelfService orderId={order.orderId} />
      <SuccessActions />
    </div>
  );
}

/** Shown when the page is opened without an order (e.g. a bookmark). */
export function GenericOrderSuccess() {
  return (
    <div className={`card ${styles.success}`}>
      <div className={styles.successIcon} aria-hidden="true">
        ✓
      </div>
      <h1 className={`page-title ${styles.title}`}>Thank you for your order!</h1>
      <p>Your order was placed successfully. A confirmation email will follow shortly.</p>
      <p className={styles.muted}>
        Checked out as a guest? We have emailed you a link to confirm your email and choose a
        password; once you have followed it, log in with your email to see your orders under My
        Orders.
      </p>
      <SuccessActions />
    </div>
  );
}

function SuccessActions() {
  return (
    <div className={styles.actions}>
      <AppLink to={paths.shop.getHref()} className="btn btn-primary">
        Continue Shopping
      </AppLink>
      <AppLink to={paths.myOrders.getHref()} className="btn btn-outline">
        My Orders
      </AppLink>
    </div>
  );
}
