import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Session } from '@/lib/session-context';
import { LinkNavigation } from '@/lib/link-navigation';
import type { Locale } from '@/i18n/locales';
import { testI18n } from './i18n';
import { TestSessionProvider, testSession } from './session';

interface RenderOptions {
  path?: string;
  /** The session the component sees; a settled guest session by default. */
  session?: Session;
  /** Extra routes beside the layout's children, to assert navigation. */
  routes?: RouteObject[];
  state?: unknown;
  /** The page's language; English by default. */
  locale?: Locale;
}

/**
 * Renders a component as part of a layout (it stays on screen across navigation) inside a fresh
 * query client, a settled session and an in-memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', session = testSession(), routes = [], state, locale = 'en' }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: null },
          { path: 'product/:id', element: <p>Product page</p> },
          ...routes,
          { path: '*', element: null },
        ],
      },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state,
        },
      ],
    },
  );
  const view = render(
    <I18nProvider i18n={testI18n(locale)}>
      <QueryClientProvider client={queryClient}>
        <TestSessionProvider session={session}>
          <RouterProvider router={router} />
          <LinkNavigation router={router} />
        </TestSessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { router, queryClient, session, ...view };
}
