import { paths } from '@/config/paths';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { FREE_DELIVERY_EN } from './free-delivery';
import { AppLink } from '@/components/app-link';
import styles from './footer.module.css';

export function Footer() {
  const { data: settings, isError } = useShopSettings();
  const pending = isError ? 'Unavailable' : '…';

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section>
          <p className={styles.brand}>
            <span lang="ko">장보기</span> Jangbogi
          </p>
          <p>Fresh Korean groceries and household goods, delivered across Korea.</p>
          <p>{FREE_DELIVERY_EN}.</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Customer service</h2>
          <p>
            <span className={styles.label}>Phone</span>
            {settings ? (
              <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
            ) : (
              pending
            )}
          </p>
          <p>
            <span className={styles.label}>Hours</span>
            {settings?.opening_hours ?? pending}
          </p>
          {settings?.email && (
            <p>
              <span className={styles.label}>Email</span>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
          )}
        </section>
        <section aria-labelledby="footer-bank">
          <h2 id="footer-bank">Account transfer</h2>
          <p>
            <span className={styles.label}>Bank</span>
            {settings?.bank_name ?? pending}
          </p>
          <p>
            <span className={styles.label}>Account holder</span>
            {settings?.account_title ?? pending}
          </p>
          <p>
            <span className={styles.label}>Account no.</span>
            {settings?.account_number ?? pending}
          </p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Information</h2>
          <ul className={styles.links}>
            <li>
              <AppLink to={paths.privacyPolicy.getHref()}>Privacy Policy</AppLink>
            </li>
            <li>
              <AppLink to={paths.returnPolicy.getHref()}>Return Policy</AppLink>
            </li>
            <li>
              <AppLink to={paths.cart.getHref()}>Cart</AppLink>
            </li>
          </ul>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>Business registration: {settings?.business_registration ?? pending}</span>
        <span>
          © {new Date().getFullYear()} {settings?.shop_name ?? 'Jangbogi'}
          {settings?.address ? ` · ${settings.address}` : ''}
        </span>
      </div>
    </footer>
  );
}
