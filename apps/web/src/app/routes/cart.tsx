import type { CartLine } from '@jangbogi/contracts/cart';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session-context';
import { useCart } from '@/features/cart/api/get-cart';
import { useRemoveCartItem } from '@/features/cart/api/remove-cart-item';
import { useUpdateCartItem } from '@/features/cart/api/update-cart-item';
import { CartLineRow } from '@/features/cart/components/cart-line-row';
import { CartSummary, FreeShippingBanner } from '@/features/cart/components/cart-summary';
import styles from '@/features/cart/components/cart-page.module.css';
import { useT } from '@/i18n/use-i18n';
import { CART_TOAST_MS, notify } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { TossReturnNotice } from '@/features/checkout/components/toss-return-notice';

export function CartRoute() {
  const t = useT();
  const { authReady } = useSession();
  const { cart, isPending, isFetched } = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;

  const changeQuantity = (line: CartLine, quantity: number) => {
    if (quantity < 1) return;
    update.mutate(
      { product_id: line.product_id._id, quantity },
      { onError: () => notify('error', t('cart.maxReached'), CART_TOAST_MS) },
    );
  };

  const removeLine = (line: CartLine) => {
    if (!window.confirm(t('cart.removeConfirm'))) return;
    remove.mutate(line.product_id._id, {
      onError: () => notify('error', t('cart.removeFailed'), CART_TOAST_MS),
    });
  };

  const loading = !authReady || (isPending && !isFetched);
  return (
    <div className="container page">
      <PageMeta title={t('cart.metaTitle')} description={t('cart.metaDescription')} />
      <h1 className="page-title">{t('cart.title')}</h1>
      <TossReturnNotice />
      {loading ? (
        <LoadingOverlay visible theme="light" />
      ) : cart.items.length === 0 ? (
        <div className={styles.empty}>
          <p className="state-message">{t('cart.empty')}</p>
          <AppLink to={paths.shop.getHref()} className="btn btn-primary">
            {t('cart.continueShopping')}
          </AppLink>
        </div>
      ) : (
        <>
          <FreeShippingBanner cart={cart} />
          <div className={styles.layout}>
            <table className={`card ${styles.table}`}>
              <caption className="visually-hidden">{t('cart.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cart.product')}</th>
                  <th scope="col">{t('cart.price')}</th>
                  <th scope="col">{t('cart.quantity')}</th>
                  <th scope="col">{t('cart.total')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('cart.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.items.map((line) => (
                  <CartLineRow
                    key={line.product_id._id}
                    line={line}
                    busy={busy}
                    onQuantity={changeQuantity}
                    onRemove={removeLine}
                  />
                ))}
              </tbody>
            </table>
            <CartSummary cart={cart} />
          </div>
        </>
      )}
    </div>
  );
}
