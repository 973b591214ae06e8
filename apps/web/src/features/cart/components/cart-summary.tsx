import type { Cart } from '@jangbogi/contracts/cart';
import { FREE_SHIPPING_THRESHOLD } from '@jangbogi/contracts/money';
import { Trans } from '@lingui/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat, useT } from '@/i18n/use-i18n';
import { readGuestFlag } from '@/lib/session';
import { AppLink } from '@/components/app-link';
import styles from './cart-page.module.css';

/**
 * The stored guest flag picks the spec's link (section 2): a guest to /checkoutpage, a signed-in
 * shopper to /usercheckoutpage, which leads to the same checkout.
 */
export const checkoutHref = () =>
  readGuestFlag() === 'true' ? paths.checkout.getHref() : paths.userCheckout.getHref();

export function FreeShippingBanner({ cart }: { cart: Cart }) {
  const t = useT();
  const { won, wonRound } = useFormat();
  const needed = cart.amount_to_free_shipping;
  return (
    <div className={styles.banner} role="status">
      <div className={styles.bannerText}>
        <p>
          {needed > 0 ? (
            <Trans
              id="cart.freeShippingNeeded"
              values={{ amount: won(needed), threshold: wonRound(FREE_SHIPPING_THRESHOLD) }}
              components={{ 0: <strong />, 1: <strong /> }}
            />
          ) : (
            <Trans id="cart.shipsFree" components={{ 0: <strong /> }} />
          )}
        </p>
        <MinimumOrderNote cart={cart} />
      </div>
      <AppLink to={paths.shop.getHref()} className="btn btn-outline">
        {t('cart.continueShopping')}
      </AppLink>
    </div>
  );
}

/** How much more the goods must come to before the checkout takes the order (shop setting). */
export function MinimumOrderNote({ cart }: { cart: Cart }) {
  const { won } = useFormat();
  if (cart.amount_to_minimum_order <= 0) return null;
  return (
    <p className={styles.minimumOrder} data-testid="minimum-order-needed">
      <Trans
        id="cart.minimumOrderNeeded"
        values={{
          amount: won(cart.amount_to_minimum_order),
          minimum: won(cart.minimum_order_amount),
        }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}

export function CartSummary({ cart }: { cart: Cart }) {
  const t = useT();
  const { won } = useFormat();
  const navigate = useNavigate();
  return (
    <aside className={`card ${styles.summary}`} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('cart.summary')}</h2>
      <dl>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{won(cart.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.discount')}</dt>
          <dd>{won(0)}</dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{cart.shipping_price === 0 ? t('cart.free') : won(cart.shipping_price)}</dd>
        </div>
        {cart.remote_area_surcharge > 0 && (
          <div>
            <dt>{t('remoteArea.surcharge')}</dt>
            <dd>{won(cart.remote_area_surcharge)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('cart.total')}</dt>
          <dd>{won(cart.total)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={`btn btn-primary ${styles.checkout}`}
        onClick={() => void navigate(checkoutHref())}
      >
        {t('cart.checkout')}
      </button>
    </aside>
  );
}
