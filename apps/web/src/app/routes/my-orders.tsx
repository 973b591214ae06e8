import { PageMeta } from '@/components/page-meta';
import { EmailConfirmationNotice } from '@/features/account/components/email-confirmation-notice';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import styles from '@/features/orders/components/orders.module.css';

export function MyOrdersRoute() {
  const { data: orders, isPending, isError } = useOrders();
  return (
    <div className="container page">
      <PageMeta title="My Orders" description="Your Jangbogi orders, their status and payment." />
      <h1 className="page-title">My Orders</h1>
      <EmailConfirmationNotice />
      {isPending ? (
        <p className="state-message" role="status">
          Loading orders...
        </p>
      ) : isError ? (
        <p className="state-message" role="alert">
          Failed to fetch orders
        </p>
      ) : orders.length === 0 ? (
        <p className="state-message">No orders found.</p>
      ) : (
        <div className={styles.list}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </div>
      )}
    </div>
  );
}
