import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { preloadedLazy } from '@/lib/preloaded-lazy';
import { useHydrated } from '@/lib/use-hydrated';
import { useT } from '@/i18n/use-i18n';
import { Header, headerReady } from './header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * ScrollRestoration writes an inline script when rendered on the server (the CSP allows none), so it
 * renders only after hydration. It is a component of its own so that the switch re-renders only it,
 * not the whole page.
 */
function ScrollRestorationAfterHydration() {
  const hydrated = useHydrated();
  return hydrated ? <ScrollRestoration /> : null;
}

// The footer and the floating buttons are on every page, but nothing in them needs their code to
// work before it arrives: their shop links are routed by the document's listener
// (lib/link-navigation) and the rest are plain links. Their code loads beside the first-load file
// instead of inside it, and they hydrate when it is there.
const footer = preloadedLazy(() => import('./footer').then((m) => m.Footer));
const floatingButtons = preloadedLazy(() =>
  import('./floating-buttons').then((m) => m.FloatingButtons),
);

/** Settles when the layout's own chunks have loaded: the server renders once they have. */
export const layoutReady = Promise.all([headerReady, footer.ready, floatingButtons.ready]);

export function RootLayout() {
  const t = useT();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* No Suspense here: the router loads each page's module and data before showing it, and
            React would stream a large boundary out of line behind an inline script. */}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <footer.Component />
      </Suspense>
      <Suspense fallback={null}>
        <floatingButtons.Component />
      </Suspense>
      <ScrollRestorationAfterHydration />
    </>
  );
}
