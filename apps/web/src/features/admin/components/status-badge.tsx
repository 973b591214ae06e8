import type { OrderStatus, PaymentStatus } from '@jangbogi/contracts/admin';
import { useT } from '@/i18n/use-i18n';
import styles from './admin.module.css';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/features/orders/components/labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${styles[`status-${status}`]}`}>
      {t(ORDER_STATUS_LABELS[status])}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${styles[`payment-${status}`]}`}>
      {t(PAYMENT_STATUS_LABELS[status])}
    </span>
  );
}
