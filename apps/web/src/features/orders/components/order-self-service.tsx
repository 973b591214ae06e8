import { useOrder } from '../api/get-order';
import { BuyAgainButton } from './buy-again-button';
import { CancelOrder } from './cancel-order';
import { OrderExtraFacts } from './order-extra-facts';
import { RequestReturn } from './request-return';
import { ReturnStatusList } from './return-status';
import styles from './orders.module.css';
import selfService from './self-service.module.css';

/**
 * The confirmation page's part that needs the order itself (the checkout's hand-over has only the
 * totals): the delivery day, the cash receipt request, "Cancel order" and, once delivered, returns (a
 * guest's way back to the order).
 */
export function OrderSelfService({ orderId }: { orderId: string }) {
  const { data: order } = useOrder(orderId);
  if (!order) return null;
  return (
    <div className={selfService.selfService}>
      {(order.delivery_date || order.cash_receipt) && (
        <dl className={styles.receipt}>
          <OrderExtraFacts order={order} />
        </dl>
      )}
      <ReturnStatusList returns={order.returns ?? []} />
      <CancelOrder order={order} />
      <RequestReturn order={order} />
      <div className={`${selfService.buttons} ${selfService.centered}`}>
        <BuyAgainButton orderId={order._id} />
      </div>
    </div>
  );
}
