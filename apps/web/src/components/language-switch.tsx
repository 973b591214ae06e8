import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizePath } from '@/i18n/locales';
import { useLocale, useT } from '@/i18n/use-i18n';
import styles from './language-switch.module.css';

/**
 * English / 한국어: the same page in the other language. A plain page load, not a routed link:
 * the other page brings its own catalogue, and the cart and session (kept in the browser and on
 * the server) stay as they are.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  // The router's location is the route-table path, without the language prefix.
  const { pathname, search, hash } = useLocation();
  return (
    <nav
      aria-label={t('language.switchLabel')}
      className={className ? `${styles.switch} ${className}` : styles.switch}
    >
      {LOCALES.map((locale) =>
        locale === current ? (
          <span key={locale} aria-current="true" lang={LANGUAGE_TAGS[locale]}>
            {LANGUAGE_NAMES[locale]}
          </span>
        ) : (
          <a
            key={locale}
            href={`${localizePath(pathname, locale)}${search}${hash}`}
            hrefLang={LANGUAGE_TAGS[locale]}
            lang={LANGUAGE_TAGS[locale]}
          >
            {LANGUAGE_NAMES[locale]}
          </a>
        ),
      )}
    </nav>
  );
}
