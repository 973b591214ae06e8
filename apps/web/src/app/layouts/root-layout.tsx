import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay visible theme="light" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <FloatingButtons />
      <ScrollRestoration />
    </>
  );
}
