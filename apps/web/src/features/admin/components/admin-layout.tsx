import type { User } from '@jangbogi/contracts/users';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { signOutAdmin } from '../api/admin-session';
import styles from './admin.module.css';
import { AppNavLink } from '@/components/app-link';

const NAV = [
  { section: '', label: 'admin.nav.dashboard' },
  { section: 'orders', label: 'admin.nav.orders' },
  { section: 'transfers', label: 'admin.nav.transfers' },
  { section: 'payments/toss', label: 'admin.nav.tossReconciliation' },
  { section: 'cash-receipts', label: 'admin.nav.cashReceipts' },
  { section: 'returns', label: 'admin.nav.returns' },
  { section: 'products', label: 'admin.nav.products' },
  { section: 'categories', label: 'admin.nav.categories' },
  { section: 'promos', label: 'admin.nav.promos' },
  { section: 'banners', label: 'admin.nav.banners' },
  { section: 'search', label: 'admin.nav.search' },
  { section: 'settings', label: 'admin.nav.settings' },
  { section: 'picking-list', label: 'admin.nav.pickingList' },
  { section: 'packing', label: 'admin.nav.packing' },
] as const;

export function AdminLayout({ user }: { user: User }) {
  const t = useT();
  return (
    <div className={styles.shell}>
      <nav className={styles.sidebar} aria-label={t('admin.nav.label')}>
        <div className={styles.brand}>
          Jangbogi <small>{t('admin.nav.backOffice')}</small>
        </div>
        {NAV.map(({ section, label }) => (
          <AppNavLink
            key={label}
            to={paths.admin.getHref(section)}
            end={section === ''}
            className={styles.navLink}
          >
            {t(label)}
          </AppNavLink>
        ))}
        <div className={styles.who}>
          <span>{user.email}</span>
          <button type="button" className={styles.button} onClick={signOutAdmin}>
            {t('admin.nav.signOut')}
          </button>
        </div>
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<p className={styles.muted}>{t('admin.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
