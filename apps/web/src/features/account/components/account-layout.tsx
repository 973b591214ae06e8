import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import styles from './account-layout.module.css';
import { AppNavLink } from '@/components/app-link';

const LINKS = [
  { to: paths.profile.getHref(), label: 'Profile' },
  { to: paths.myOrders.getHref(), label: 'My Orders' },
  { to: paths.myAddresses.getHref(), label: 'My Addresses' },
];

/** Private account pages: side links Profile, My Orders, My Addresses beside the page. */
export function AccountLayout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`container page ${styles.layout}`}>
      <nav className={`card ${styles.side}`} aria-label="Account">
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <AppNavLink to={link.to}>{link.label}</AppNavLink>
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
