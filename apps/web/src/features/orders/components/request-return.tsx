import type { Order } from '@jangbogi/contracts/orders';
import { returnNeedsRefundAccount } from '@jangbogi/contracts/return-rules';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/use-i18n';

// The form (steppers, photo previews) loads only when a shopper opens it: most visits to My Orders
// never ask for a return, and the page keeps its download budget.
const ReturnForm = lazy(() => import('./return-form'));

/** "Request a return" on a delivered order while a window is open, and the form it opens. */
export function RequestReturn({
  order,
}: {
  order: Pick<Order, '_id' | 'return_window' | 'payment_method' | 'payment_status'>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const returnWindow = order.return_window;
  if (!returnWindow) return null;
  if (!open) {
    return (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {t('returns.button')}
      </button>
    );
  }
  return (
    <Suspense fallback={<p>{t('returns.loading')}</p>}>
      <ReturnForm
        orderId={order._id}
        returnWindow={returnWindow}
        needsRefundAccount={returnNeedsRefundAccount(order)}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
