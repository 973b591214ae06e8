import type { OrderAction } from '@jangbogi/contracts/admin';
import { useState } from 'react';
import { useOrderAction } from '../api/orders';
import styles from './admin.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { ACTION_LABELS } from './format';
import { useT } from '@/i18n/use-i18n';
import { useErrorMessage } from '@/lib/use-error-message';
import { ShipForm } from './ship-form';

// Values from the contracts would pull zod into the bundle; the labels list the same actions.
const isOrderAction = (action: string): action is OrderAction =>
  Object.hasOwn(ACTION_LABELS, action);

interface OrderActionsProps {
  orderId: string;
  orderNumber: string;
  /** The server's list of what is legal for the order right now. */
  allowed: string[];
}

/**
 * A button for each action the server allows; cancelling asks first, because stock goes back, and
 * shipping asks for the courier and tracking number.
 */
export function OrderActions({ orderId, orderNumber, allowed }: OrderActionsProps) {
  const t = useT();
  const messageOf = useErrorMessage();
  const action = useOrderAction();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [shipping, setShipping] = useState(false);
  const run = (name: OrderAction) => action.mutate({ id: orderId, action: name });
  const open = (name: OrderAction) => {
    if (name === 'cancel') setConfirmingCancel(true);
    else if (name === 'ship') setShipping(true);
    else run(name);
  };
  const actions = allowed.filter(isOrderAction);
  // While the shipping form is open, its own button ships.
  const visible = actions.filter((name) => !(shipping && name === 'ship'));

  return (
    <div>
      {actions.length === 0 && <p className={styles.muted}>{t('admin.orderActions.none')}</p>}
      <div className={styles.actions}>
        {visible.map((name) => (
          <button
            key={name}
            type="button"
            className={
              name === 'cancel' || name === 'reject_proof' ? styles.danger : styles.primary
            }
            disabled={action.isPending}
            onClick={() => open(name)}
          >
            {t(ACTION_LABELS[name])}
          </button>
        ))}
      </div>
      {shipping && (
        <ShipForm
          busy={action.isPending}
          onCancel={() => setShipping(false)}
          onShip={(shipment) =>
            action.mutate(
              { id: orderId, action: 'ship', shipment },
              { onSuccess: () => setShipping(false) },
            )
          }
        />
      )}
      {action.isError && (
        <p role="alert" className={styles.error}>
          {messageOf(action.error, t('admin.loadFailed'))}
        </p>
      )}
      {confirmingCancel && (
        <ConfirmDialog
          title={t('admin.orderActions.cancelTitle', { orderNumber })}
          confirmLabel={t('admin.action.cancel')}
          cancelLabel={t('admin.orderActions.keep')}
          onCancel={() => setConfirmingCancel(false)}
          onConfirm={() => {
            setConfirmingCancel(false);
            run('cancel');
          }}
        >
          {t('admin.orderActions.cancelBody')}
        </ConfirmDialog>
      )}
    </div>
  );
}
