import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import type { LoginLocationState } from '@/features/account/components/require-user';
import { useSession } from '@/lib/session-context';
import { useCartLineCount } from '@/features/cart/api/cart-count';
import { useT } from '@/i18n/use-i18n';
import { CartIcon } from './cart-icon';
import styles from './header.module.css';

// The parts of the header that depend on who the visitor is. The session settles right after
// hydration (docs/decisions/0014); as leaves of their own, only they render again then, not the
// search box, the categories and the navigation beside them.

// A logged-in shopper's menu loads with its code only for them, after hydration.
const ProfileMenu = lazy(() =>
  import('@/features/account/components/profile-menu').then((m) => ({ default: m.ProfileMenu })),
);

/** Login (coming back to this page afterwards), or the profile menu of a logged-in shopper. */
export function HeaderAccount() {
  const t = useT();
  const { isGuest } = useSession();
  const location = useLocation();
  const loginState: LoginLocationState = {
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  const loginLink = (
    <AppLink to={paths.login.getHref()} state={loginState} className="btn btn-outline">
      {t('layout.login')}
    </AppLink>
  );
  if (isGuest) return loginLink;
  return (
    <Suspense fallback={loginLink}>
      <ProfileMenu />
    </Suspense>
  );
}

/** The cart button with the number of distinct lines in the cart. */
export function HeaderCartButton() {
  const t = useT();
  const cartCount = useCartLineCount();
  return (
    <AppLink
      to={paths.cart.getHref()}
      className={styles.cartButton}
      aria-label={t('layout.cartLabel', { count: cartCount })}
    >
      <CartIcon />
      <span className={styles.badge} aria-hidden="true">
        {cartCount}
      </span>
    </AppLink>
  );
}
