import type { CartLine } from '@jangbogi/contracts/cart';
import { amountToFreeShipping, shippingFor } from '@jangbogi/contracts/money';
import { useState, type ReactNode } from 'react';
import { PerishableNotice } from '@/components/perishable-notice';
import { SafeImage } from '@/components/safe-image';
import { useRemoteAreaSurcharge } from '@/features/cart/api/get-cart';
import { useFormat, useNames, useT } from '@/i18n/use-i18n';
import styles from './checkout.module.css';
import type { AppliedPromo } from './promo-box';

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  /** 도서산간: added even when shipping is free. */
  remoteAreaSurcharge: number;
  total: number;
  amountToFreeShipping: number;
}

/** The figures a shopper is shown before placing the order; the server recomputes them. */
export function checkoutTotals(subtotal: number, discount: number, surcharge = 0): CheckoutTotals {
  const applied = Math.min(Math.max(discount, 0), subtotal);
  const discounted = subtotal - applied;
  const shipping = shippingFor(discounted);
  const remoteAreaSurcharge = subtotal > 0 ? surcharge : 0;
  return {
    subtotal,
    discount: applied,
    shipping,
    remoteAreaSurcharge,
    total: discounted + shipping + remoteAreaSurcharge,
    amountToFreeShipping: discounted > 0 ? amountToFreeShipping(discounted) : 0,
  };
}

/**
 * The promo code a shopper has applied, and the totals with its discount and the remote-area
 * surcharge of the delivery postcode (the server's figure for it).
 */
export function usePromoTotals(subtotal: number, postcode?: string | null) {
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const surcharge = useRemoteAreaSurcharge(postcode);
  return { promo, setPromo, totals: checkoutTotals(subtotal, promo?.discount ?? 0, surcharge) };
}

export function OrderSummary({ lines, totals }: { lines: CartLine[]; totals: CheckoutTotals }) {
  const t = useT();
  const { won: formatWon } = useFormat();
  const names = useNames();
  const perishable = lines.filter((line) => line.product_id.perishable);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="order-summary">
      <h2 id="order-summary">{t('checkout.orderSummary')}</h2>
      <ul className={styles.summaryLines}>
        {lines.map((line) => (
          <li key={line.product_id._id} className={styles.summaryLine}>
            <SafeImage src={line.product_id.imageUrl} alt="" width={52} height={52} />
            <span>
              <span className={styles.lineName}>{names.local(line.product_id)}</span>
              <br />
              <span className={styles.lineQty}>
                {line.quantity} × {formatWon(line.product_id.price)}
              </span>
            </span>
            <span>{formatWon(line.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{formatWon(totals.subtotal)}</dd>
        <dt>{t('checkout.discount')}</dt>
        <dd className={totals.discount > 0 ? styles.discount : undefined}>
          {totals.discount > 0 ? `-${formatWon(totals.discount)}` : formatWon(0)}
        </dd>
        <dt>{t('checkout.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('checkout.free') : formatWon(totals.shipping)}</dd>
        {totals.remoteAreaSurcharge > 0 && (
          <>
            <dt>{t('remoteArea.surcharge')}</dt>
            <dd data-testid="remote-area-surcharge">{formatWon(totals.remoteAreaSurcharge)}</dd>
          </>
        )}
        <dt className={styles.grandTotal}>{t('checkout.total')}</dt>
        <dd className={styles.grandTotal} data-testid="order-total">
          {formatWon(totals.total)}
        </dd>
      </dl>
      {totals.amountToFreeShipping > 0 && (
        <p className={styles.hint}>
          {t('checkout.addForFreeDelivery', { amount: formatWon(totals.amountToFreeShipping) })}
        </p>
      )}
      {perishable.length > 0 && (
        <PerishableNotice items={perishable.map((line) => names.local(line.product_id))} />
      )}
    </section>
  );
}

interface CheckoutSideProps {
  lines: CartLine[];
  totals: CheckoutTotals;
  busy: boolean;
  /** What the goods still lack of the shop's minimum order; the order cannot be placed before. */
  belowMinimum?: { amount: number; minimum: number } | null;
  /** Between the summary and the button (the promo code box). */
  children?: ReactNode;
}

/** The checkout's side column: the order summary and the Place Order button. */
export function CheckoutSide({
  lines,
  totals,
  busy,
  belowMinimum = null,
  children,
}: CheckoutSideProps) {
  const t = useT();
  const { won: formatWon } = useFormat();
  return (
    <div className={styles.side}>
      <OrderSummary lines={lines} totals={totals} />
      {children}
      {belowMinimum && (
        <p className={styles.belowMinimum} role="alert" data-testid="below-minimum-order">
          {t('checkout.belowMinimumOrder', {
            amount: formatWon(belowMinimum.amount),
            minimum: formatWon(belowMinimum.minimum),
          })}
        </p>
      )}
      <button
        type="submit"
        className={`btn btn-primary ${styles.placeOrder}`}
        disabled={busy || belowMinimum !== null}
        aria-busy={busy}
      >
        {busy
          ? t('checkout.placing')
          : t('checkout.placeOrder', { total: formatWon(totals.total) })}
      </button>
    </div>
  );
}
