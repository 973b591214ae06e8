import type { OrderStatus, PaymentStatus } from '@jangbogi/contracts/admin';
import styles from './admin.module.css';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/features/orders/components/labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${styles.badge} ${styles[`payment-${status}`]}`}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
