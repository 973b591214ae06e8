import type { Cart } from '@jangbogi/contracts/cart';
import { formatWon } from '@jangbogi/contracts/money';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readGuestFlag } from '@/lib/session';
import { AppLink } from '@/components/app-link';
import styles from './cart-page.module.css';

/** The stored guest flag decides the checkout: 'true' is guest checkout (spec section 2). */
export const checkoutHref = () =>
  readGuestFlag() === 'true' ? paths.guestCheckout.getHref() : paths.userCheckout.getHref();

export function FreeShippingBanner({ cart }: { cart: Cart }) {
  const needed = cart.amount_to_free_shipping;
  return (
    <div className={styles.banner} role="status">
      <p>
        {needed > 0 ? (
          <>
            Add <strong>{formatWon(needed)}</strong> more to get <strong>free shipping</strong>{' '}
            (orders of ₩50,000 or more).
          </>
        ) : (
          <>
            Your order ships <strong>free</strong>.
          </>
        )}
      </p>
      <AppLink to={paths.shop.getHref()} className="btn btn-outline">
        Continue Shopping
      </AppLink>
    </div>
  );
}

export function CartSummary({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  return (
    <aside className={`card ${styles.summary}`} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order Summary</h2>
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatWon(cart.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{formatWon(0)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{cart.shipping_price === 0 ? 'Free' : formatWon(cart.shipping_price)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatWon(cart.total)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={`btn btn-primary ${styles.checkout}`}
        onClick={() => void navigate(checkoutHref())}
      >
        Proceed to Checkout
      </button>
    </aside>
  );
}
