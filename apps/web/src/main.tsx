import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider, createQueryClient } from './app/provider';
import { createRoutes } from './app/routes';
import { loadMatchedRoutes, readSsrState } from './app/ssr-state';
import { createI18n } from './i18n/create-i18n';
import { loadMessages } from './i18n/load-messages';
import { basenameOf, localeOfPath } from './i18n/locales';
import { setApiLanguage } from './lib/api-client';
import { LinkNavigation } from './lib/link-navigation';

// No top-level await in this module: it would turn off the bundler's chunk merging and leave the
// first load split into dozens of small files.
async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // The back office and a server that could not render send an empty root: render from scratch.
  const ssrState = readSsrState();
  // The address decides the language (/ko is Korean): its catalogue loads beside the route modules.
  const locale = localeOfPath(window.location.pathname);
  const basename = basenameOf(locale);
  setApiLanguage(locale);

  const [messages] = await Promise.all([
    loadMessages(locale),
    // Hydration must render what the server did, so the page's lazy route modules load first.
    ssrState ? loadMatchedRoutes(routes, window.location.pathname, basename) : undefined,
  ]);
  if (ssrState) {
    // The server wrote the page's head tags; from now on React keeps them.
    for (const element of document.head.querySelectorAll('[data-ssr-head]')) element.remove();
  }

  const router = createBrowserRouter(routes, { basename, hydrationData: ssrState?.hydrationData });
  const app = (
    <StrictMode>
      <AppProvider
        queryClient={queryClient}
        dehydratedState={ssrState?.queryState}
        i18n={createI18n(locale, messages)}
      >
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
