import type { PlaceOrderResponse } from '@jangbogi/contracts/orders';
import type {
  TossPaymentsWidgets,
  WidgetAgreementWidget,
  WidgetPaymentMethodWidget,
} from '@tosspayments/tosspayments-sdk';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { paths } from '@/config/paths';
import { localizePath, type Locale } from '@/i18n/locales';
import { localName } from '@/i18n/names';
import { useLocale, useT } from '@/i18n/use-i18n';
import { notify } from '@/lib/toast';
import { abortTossPayment } from '../api/toss-payments';
import styles from './checkout.module.css';
import { tossPaymentDue, type TossWidgetHandle } from './use-toss-payment';

/** Where the widget draws its payment methods and its terms (CSS selectors of our two boxes). */
const METHODS_SELECTOR = '#toss-payment-methods';
const AGREEMENT_SELECTOR = '#toss-agreement';

/** Toss's limit on the order name the payment window shows. */
const ORDER_NAME_MAX = 100;

/** Toss's error codes for a shopper who closed the payment window themselves. */
const CANCELLED_CODES = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);
/** Toss's error code for required terms left unticked (the widget's own check). */
const TERMS_NOT_AGREED = 'NEED_AGREEMENT_WITH_REQUIRED_TERMS';

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';

/**
 * Pays a placed order through the widgets: the amount the server fixed, the order's id, and our
 * success and fail pages (in the page's language), to which Toss returns the shopper. When Toss
 * refuses before leaving the page (the terms not agreed, the window closed), the order is let go
 * at once, so its stock is not held for nothing, and the form may place anew.
 */
async function requestTossPayment(
  widgets: TossPaymentsWidgets,
  placed: PlaceOrderResponse,
  t: ReturnType<typeof useT>,
  locale: Locale,
): Promise<boolean> {
  const payment = tossPaymentDue(placed);
  if (!payment) return false;
  const pageUrl = (path: string) =>
    new URL(localizePath(path, locale), window.location.origin).href;
  const { order } = placed;
  const [first] = order.products;
  const orderName = t('checkout.tossOrderName', {
    first: first ? localName(first, locale) : order.order_number,
    count: Math.max(order.products.length - 1, 0),
  }).slice(0, ORDER_NAME_MAX);
  try {
    await widgets.setAmount({ currency: 'KRW', value: payment.amount });
    await widgets.requestPayment({
      orderId: payment.order_id,
      orderName,
      // The VAT-exempt part of the amount (ADR 0038), fixed by the server with the amount.
      taxFreeAmount: payment.tax_free_amount,
      successUrl: pageUrl(paths.tossSuccess.getHref()),
      failUrl: pageUrl(paths.tossFail.getHref()),
      customerEmail: order.customer.email,
      customerName: order.customer.name,
      customerMobilePhone: order.customer.phone.replace(/\D/g, '') || null,
    });
    return true;
  } catch (error) {
    const code = codeOf(error);
    const message = String(error).slice(0, 500);
    void abortTossPayment({ orderId: payment.order_id, code: code.slice(0, 100), message }).catch(
      (abortError: unknown) => console.warn('Could not let the unpaid order go', abortError),
    );
    if (CANCELLED_CODES.has(code)) notify('info', t('tossReturn.cancelled'));
    else if (code === TERMS_NOT_AGREED) notify('error', t('checkout.tossAgreementRequired'));
    else notify('error', t('tossReturn.failed'));
    return false;
  }
}

interface TossWidgetProps {
  clientKey: string;
  /** A signed-in shopper's id (Toss keeps their saved methods under it); null for a guest. */
  customerKey: string | null;
  /** The total the form shows; the order's own amount, fixed by the server, replaces it on paying. */
  amount: number;
  handle: RefObject<TossWidgetHandle | null>;
}

type Drawn = { methods: WidgetPaymentMethodWidget; agreement: WidgetAgreementWidget };

// Toss draws one widget per box: a new one waits until the one before it is destroyed.
let previousClosed: Promise<unknown> = Promise.resolve();

/**
 * Toss's payment widget inside the checkout: cards, easy-pay apps and virtual accounts, and the
 * terms the shopper agrees to. The SDK loads only when the shopper chooses this way to pay, so
 * no other page and no first load carries it; the SDK in turn loads Toss's script, which only
 * the checkout page's Content Security Policy allows.
 */
export function TossWidget({ clientKey, customerKey, amount, handle }: TossWidgetProps) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The amount the widget was first drawn with; later totals go through setAmount.
  const firstAmount = useRef(amount);
  const widgetsRef = useRef<TossPaymentsWidgets | null>(null);

  useEffect(() => {
    let gone = false;
    const load = async (): Promise<Drawn | null> => {
      if (gone) return null;
      const { loadTossPayments, ANONYMOUS } = await import('@tosspayments/tosspayments-sdk');
      const toss = await loadTossPayments(clientKey);
      const widgets = toss.widgets({ customerKey: customerKey ?? ANONYMOUS });
      await widgets.setAmount({ currency: 'KRW', value: firstAmount.current });
      const [methods, agreement] = await Promise.all([
        widgets.renderPaymentMethods({ selector: METHODS_SELECTOR, variantKey: 'DEFAULT' }),
        widgets.renderAgreement({ selector: AGREEMENT_SELECTOR, variantKey: 'AGREEMENT' }),
      ]);
      const current: TossWidgetHandle = {
        agreed: true,
        pay: (placed) => requestTossPayment(widgets, placed, t, locale),
      };
      agreement.on('agreementStatusChange', (status) => {
        current.agreed = status.agreedRequiredTerms;
      });
      if (!gone) {
        handle.current = current;
        widgetsRef.current = widgets;
        setState('ready');
      }
      return { methods, agreement };
    };
    const drawn = previousClosed.then(load).catch((error: unknown) => {
      console.warn('The Toss payment widget could not load', error);
      if (!gone) setState('failed');
      return null;
    });
    return () => {
      gone = true;
      handle.current = null;
      widgetsRef.current = null;
      // Another way to pay was chosen (or a development double effect): the next choice of this
      // one draws the widget afresh, which Toss allows only once the first is destroyed.
      previousClosed = drawn.then((widgets) =>
        Promise.all([widgets?.methods.destroy(), widgets?.agreement.destroy()]).catch(
          (error: unknown) => console.warn('The Toss payment widget could not close', error),
        ),
      );
    };
  }, [clientKey, customerKey, handle, t, locale]);

  useEffect(() => {
    widgetsRef.current
      ?.setAmount({ currency: 'KRW', value: amount })
      .catch((error: unknown) => console.warn('The Toss widget kept its amount', error));
  }, [amount, state]);

  return (
    <div className={styles.toss} data-testid="toss-widget" aria-busy={state === 'loading'}>
      {state === 'loading' && <p className={styles.hint}>{t('checkout.tossLoading')}</p>}
      {state === 'failed' && (
        <p className={styles.hint} role="alert">
          {t('checkout.tossLoadFailed')}
        </p>
      )}
      <div id={METHODS_SELECTOR.slice(1)} />
      <div id={AGREEMENT_SELECTOR.slice(1)} />
    </div>
  );
}
