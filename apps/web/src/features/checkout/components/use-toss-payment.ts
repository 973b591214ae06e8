import type { PlaceOrderResponse } from '@jangbogi/contracts/orders';
import type { RefObject } from 'react';
import { useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';

/**
 * What the checkout form holds of Toss's widget once it is drawn (toss-widget.tsx, a chunk of its
 * own): whether the required terms are agreed, and how to pay a placed order.
 */
export interface TossWidgetHandle {
  agreed: boolean;
  /** Hands the order to Toss; false when the shopper stays on the checkout (nothing was paid). */
  pay: (placed: PlaceOrderResponse) => Promise<boolean>;
}

/** The order's Toss payment, when it is one the shopper still has to make. */
export const tossPaymentDue = (placed: PlaceOrderResponse) => {
  const payment = placed.order.payment;
  return payment?.provider === 'toss' && payment.status === 'waiting' ? payment : null;
};

/** The form's side of paying through Toss: checked before placing, then handed to the widget. */
export function useTossPayment(handle: RefObject<TossWidgetHandle | null>) {
  const t = useT();

  /** Whether the widget is drawn and its required terms agreed; says what is missing if not. */
  const ready = (): boolean => {
    if (!handle.current) {
      notify('error', t('checkout.tossNotReady'));
      return false;
    }
    if (!handle.current.agreed) {
      notify('error', t('checkout.tossAgreementRequired'));
      return false;
    }
    return true;
  };

  const pay = (placed: PlaceOrderResponse): Promise<boolean> =>
    handle.current ? handle.current.pay(placed) : Promise.resolve(false);

  return { ready, pay };
}
