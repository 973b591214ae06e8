import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import styles from './account-layout.module.css';
import { AppNavLink } from '@/components/app-link';

const LINKS = [
  { to: paths.profile.getHref(), label: 'account.profile' },
  { to: paths.myOrders.getHref(), label: 'account.myOrders' },
  { to: paths.myAddresses.getHref(), label: 'account.myAddresses' },
  { to: paths.myData.getHref(), label: 'account.myData' },
] as const;

/** Private account pages: side links Profile, My Orders, My Addresses, My Data beside the page. */
export function AccountLayout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={`container page ${styles.layout}`}>
      <nav className={`card ${styles.side}`} aria-label={t('account.nav')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <AppNavLink to={link.to}>{t(link.label)}</AppNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="account-title">
        <div className={styles.head}>
          <h1 id="account-title" className="page-title">
            {title}
          </h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
