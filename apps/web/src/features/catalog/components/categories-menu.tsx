import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@/i18n/use-i18n';
import { MOBILE_MAX_WIDTH } from '@/lib/use-media-query';
import styles from './categories-menu.module.css';

// The panel's code and its dozens of links load the first time the menu opens: every page shows
// the trigger, few visitors open it, and a hidden panel was work for every page's hydration.
const CategoriesPanel = lazy(() =>
  import('./categories-panel').then((m) => ({ default: m.CategoriesPanel })),
);

/** Hover opens the menu with a mouse; on phones (touch fires mouse events too) it is tapped open. */
const opensOnHover = () => !window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;

/** Categories dropdown: opens on hover on desktop; on phones it is tapped open, group by group. */
export function CategoriesMenu() {
  const t = useT();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: following a link to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // Once opened, the panel stays rendered (hidden) so that it opens again at once.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  const setOpen = (value: boolean) => {
    setOpenOn(value ? pathname : null);
    if (value) setOpened(true);
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      // Focus inside the panel would fall to the page once the panel hides: it goes back to the button.
      const root = rootRef.current;
      if (root?.contains(document.activeElement)) root.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div
      className={styles.menu}
      ref={rootRef}
      onMouseEnter={() => {
        if (opensOnHover()) setOpen(true);
      }}
      onMouseLeave={() => {
        if (opensOnHover()) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span> {t('categories.menu')}
        <svg
          className={styles.chevron}
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path
            d="m6 9 6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {(open || opened) && (
          <Suspense fallback={<p className={styles.status}>{t('common.loading')}</p>}>
            <CategoriesPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
