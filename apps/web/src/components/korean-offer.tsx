import { useState } from 'react';
import { localizePath } from '@/i18n/locales';
import { useLocale, useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './korean-offer.module.css';

const DISMISSED_KEY = 'koreanOfferDismissed';

/** The browser's own language preference (what it sends as Accept-Language) puts Korean first. */
function prefersKorean(): boolean {
  const first = navigator.languages[0] ?? navigator.language;
  return first.toLowerCase().startsWith('ko');
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers the Korean page to a visitor of an English page whose browser prefers Korean; never
 * redirects (a shared or indexed English link stays English). Decided in the browser after
 * hydration, so the cached page is the same for everyone; it floats over the page, so nothing moves.
 */
export function KoreanOffer({ routePath }: { routePath: string }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || locale === 'ko' || dismissed || wasDismissed() || !prefersKorean()) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode: the offer comes back on the next visit, which is harmless.
    }
  };
  return (
    <aside className={styles.offer} lang="ko" aria-label={t('language.offer')}>
      <a href={localizePath(routePath, 'ko')} hrefLang="ko">
        {t('language.offerLink')}
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label={t('language.offerDismiss')}
        onClick={dismiss}
      >
        ×
      </button>
    </aside>
  );
}
