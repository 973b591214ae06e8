import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider, createQueryClient } from './app/provider';
import { createRoutes } from './app/routes';
import { loadMatchedRoutes, readSsrState } from './app/ssr-state';
import { LinkNavigation } from './lib/link-navigation';

// No top-level await in this module: it would turn off the bundler's chunk merging and leave the
// first load split into dozens of small files.
async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // The back office and a server that could not render send an empty root: render from scratch.
  const ssrState = readSsrState();

  if (ssrState) {
    // Hydration must render what the server did, so the page's lazy route modules load first.
    await loadMatchedRoutes(routes, window.location.pathname);
    // The server wrote the page's head tags; from now on React keeps them.
    for (const element of document.head.querySelectorAll('[data-ssr-head]')) element.remove();
  }

  const router = createBrowserRouter(routes, { hydrationData: ssrState?.hydrationData });
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient} dehydratedState={ssrState?.queryState}>
        <RouterProvider router={router} />
      </AppProvider>
      <LinkNavigation router={router} />
    </StrictMode>
  );

  if (!ssrState) {
    createRoot(container).render(app);
    return;
  }
  // A transition hydrates in slices that yield to the browser every few milliseconds, so the
  // page stays responsive while a slow phone hydrates it (a plain hydrateRoot is one long task).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);
