import type { User } from '@jangbogi/contracts/users';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOutAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { AppNavLink } from '@/components/app-link';

const NAV = [
  { section: '', label: 'Dashboard' },
  { section: 'orders', label: 'Orders' },
  { section: 'transfers', label: 'Transfers' },
  { section: 'products', label: 'Products' },
  { section: 'categories', label: 'Categories' },
  { section: 'promos', label: 'Promos' },
  { section: 'banners', label: 'Banners' },
  { section: 'settings', label: 'Settings' },
  { section: 'picking-list', label: 'Picking list' },
];

export function AdminLayout({ user }: { user: User }) {
  return (
    <div className={styles.shell}>
      <nav className={styles.sidebar} aria-label="Back office">
        <div className={styles.brand}>
          Jangbogi <small>Back office</small>
        </div>
        {NAV.map(({ section, label }) => (
          <AppNavLink
            key={label}
            to={paths.admin.getHref(section)}
            end={section === ''}
            className={styles.navLink}
          >
            {label}
          </AppNavLink>
        ))}
        <div className={styles.who}>
          <span>{user.email}</span>
          <button type="button" className={styles.button} onClick={signOutAdmin}>
            Sign out
          </button>
        </div>
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<p className={styles.muted}>Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
