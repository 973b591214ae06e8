import { Suspense } from 'react';
import { AppLink, AppNavLink } from '@/components/app-link';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { useShopSettings } from '@/features/catalog/api/get-settings';
import { CategoriesMenu } from '@/features/catalog/components/categories-menu';
import { SearchBox } from '@/features/catalog/components/search-box';
import { useFormat, useLocale, useT } from '@/i18n/use-i18n';
import { FREE_SHIPPING_THRESHOLD } from '@jangbogi/contracts/money';
import { FREE_DELIVERY_KR } from './free-delivery';
import { HeaderAccount, HeaderCartButton } from './header-session';
import { preloadedLazy } from '@/lib/preloaded-lazy';
import styles from './header.module.css';

// Icons and outside links only: nothing to do before their code arrives beside the first-load file.
const socialLinks = preloadedLazy(() => import('./social-links').then((m) => m.SocialLinks));

/** Settles when the header's own chunks have loaded: the server renders once they have. */
export const headerReady = socialLinks.ready;

const NAV_LINKS = [
  { to: paths.home.getHref(), label: 'layout.home', end: true },
  { to: paths.about.getHref(), label: 'layout.about', end: false },
  { to: paths.shop.getHref(), label: 'layout.shop', end: false },
  { to: paths.contact.getHref(), label: 'layout.contact', end: false },
  { to: paths.myOrders.getHref(), label: 'layout.myOrders', end: false },
] as const;

export function Header() {
  const t = useT();
  const locale = useLocale();
  const { won } = useFormat();
  const { data: settings } = useShopSettings();

  return (
    <header>
      <div className={styles.topBar}>
        <p className={styles.freeDelivery}>
          {/* The Korean banner stays on English pages too: it is the shop's own line. */}
          <strong lang="ko">{FREE_DELIVERY_KR}</strong>
          {locale !== 'ko' &&
            ` · ${t('layout.freeDelivery', { amount: won(FREE_SHIPPING_THRESHOLD) })}`}
        </p>
        <LanguageSwitch className={styles.languageSwitch} />
      </div>
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <AppLink to={paths.home.getHref()} className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true" lang="ko">
              장
            </span>
            <span className={styles.logoText}>
              <span lang="ko">장보기</span>
              <small>Jangbogi</small>
            </span>
          </AppLink>
          <div className={styles.searchSlot}>
            <SearchBox />
          </div>
          <div className={styles.actions}>
            <HeaderAccount />
            <HeaderCartButton />
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('layout.nav')}>
        <div className={`container ${styles.navInner}`}>
          <CategoriesMenu />
          <ul className={styles.navLinks}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <AppNavLink to={link.to} end={link.end}>
                  {t(link.label)}
                </AppNavLink>
              </li>
            ))}
          </ul>
          <Suspense fallback={null}>
            <socialLinks.Component links={settings?.social_links} className={styles.social} />
          </Suspense>
        </div>
      </nav>
    </header>
  );
}
