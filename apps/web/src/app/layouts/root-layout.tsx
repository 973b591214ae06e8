import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Header } from './header';

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

export function RootLayout() {
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {/* No Suspense here: the router loads each page's module and data before showing it, and
            React would stream a large boundary out of line behind an inline script. */}
        <Outlet />
      </main>
      <Footer />
      <FloatingButtons />
      <ScrollRestorationAfterHydration />
    </>
  );
}
