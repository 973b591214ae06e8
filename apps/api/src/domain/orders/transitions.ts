// The order state machine. Pure: given an order's state and an action, it answers the
// state after the action or refuses with a 409 that says why.
import type {
  OrderAction,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@jangbogi/contracts/admin';
import { orderActions } from '@jangbogi/contracts/admin';
import { conflict } from '../../lib/errors.ts';
import { DAY_MS } from '../../lib/time.ts';

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

export interface OrderTransition {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The payment became `paid` with this action. */
  becomesPaid: boolean;
  /** The order became `cancelled` with this action: stock and promo use are released. */
  becomesCancelled: boolean;
}

const VERB: Record<OrderAction, string> = {
  confirm_payment: 'confirm the payment of',
  reject_proof: 'reject the payment proof of',
  confirm: 'confirm',
  ship: 'ship',
  deliver: 'mark as delivered',
  cancel: 'cancel',
};

const illegal = (action: OrderAction, state: OrderState) =>
  conflict(
    'transitions.illegal',
    { verb: VERB[action], status: state.status },
    'ILLEGAL_TRANSITION',
    {
      action,
      status: state.status,
      payment_status: state.paymentStatus,
    },
  );

function result(
  state: OrderState,
  status: OrderStatus,
  paymentStatus: PaymentStatus,
): OrderTransition {
  return {
    status,
    paymentStatus,
    becomesPaid: paymentStatus === 'paid' && state.paymentStatus !== 'paid',
    becomesCancelled: status === 'cancelled' && state.status !== 'cancelled',
  };
}

export function planOrderAction(state: OrderState, action: OrderAction): OrderTransition {
  const { status, paymentStatus, paymentMethod } = state;
  switch (action) {
    case 'confirm_payment':
      if (status === 'cancelled') throw illegal(action, state);
      if (paymentMethod === 'toss') {
        throw conflict('transitions.paidOnline', 'PAID_ONLINE');
      }
      if (paymentMethod !== 'account_transfer') {
        throw conflict('transitions.notATransfer', 'NOT_A_TRANSFER');
      }
      if (paymentStatus === 'paid') throw conflict('transitions.alreadyPaid', 'ALREADY_PAID');
      return result(state, status === 'pending' ? 'confirmed' : status, 'paid');
    case 'reject_proof':
      if (status === 'cancelled') throw illegal(action, state);
      if (paymentStatus !== 'proof_submitted') {
        throw conflict('transitions.noProofToReview', 'NO_PROOF_TO_REVIEW');
      }
      return result(state, status, 'unpaid');
    case 'confirm':
      if (status !== 'pending') throw illegal(action, state);
      return result(state, 'confirmed', paymentStatus);
    case 'ship':
      // A confirmed order may still ship without the packing step (ADR 0039).
      if (status !== 'confirmed' && status !== 'packed') throw illegal(action, state);
      if (paymentMethod === 'account_transfer' && paymentStatus !== 'paid') {
        throw conflict('transitions.transferUnconfirmed', 'PAYMENT_REQUIRED');
      }
      if (paymentMethod === 'toss' && paymentStatus !== 'paid') {
        throw conflict('transitions.notPaidYet', 'PAYMENT_REQUIRED');
      }
      return result(state, 'shipped', paymentStatus);
    case 'deliver':
      if (status !== 'shipped') throw illegal(action, state);
      // Cash is collected at the door.
      return result(state, 'delivered', paymentMethod === 'cash' ? 'paid' : paymentStatus);
    case 'cancel':
      if (status !== 'pending' && status !== 'confirmed' && status !== 'packed')
        throw illegal(action, state);
      return result(state, 'cancelled', paymentStatus);
  }
}

/** The actions the back office may offer for an order in this state. */
export function allowedOrderActions(state: OrderState): OrderAction[] {
  return orderActions.filter((action) => {
    try {
      planOrderAction(state, action);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Taking lines back from a paid order. Returning everything still kept cancels the order;
 * a partial return leaves its status as it is. Unpaid orders are cancelled, not refunded.
 */
export function planRefund(state: OrderState, returnsEverything: boolean): OrderTransition {
  if (state.status === 'cancelled') throw illegal('cancel', state);
  if (state.paymentStatus !== 'paid') {
    throw conflict('transitions.notPaid', 'NOT_PAID');
  }
  return result(state, returnsEverything ? 'cancelled' : state.status, state.paymentStatus);
}

/**
 * Packing fixes the final lines and amount of a confirmed order, once: a packed order answers
 * 409 ALREADY_PACKED, so of two packers finishing the same order one wins.
 */
export function planPacking(state: OrderState): OrderTransition {
  if (state.status === 'packed') throw conflict('transitions.alreadyPacked', 'ALREADY_PACKED');
  if (state.status !== 'confirmed')
    throw conflict('transitions.notReadyToPack', { status: state.status }, 'NOT_READY_TO_PACK', {
      status: state.status,
    });
  return result(state, 'packed', state.paymentStatus);
}

/** How long after payment a paid order may still be cancelled by the shopper (return policy). */
export const PAID_CANCEL_WINDOW_MS = DAY_MS;

export interface CancellableState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
}

/**
 * Whether the shopper may cancel the order themselves: while it is pending and not yet paid, or
 * within a day of payment while it has not been shipped.
 */
export function shopperMayCancel(state: CancellableState, now: Date): boolean {
  if (state.paymentStatus !== 'paid') return state.status === 'pending';
  if (state.status !== 'pending' && state.status !== 'confirmed') return false;
  return state.paidAt !== null && now.getTime() - state.paidAt.getTime() < PAID_CANCEL_WINDOW_MS;
}
