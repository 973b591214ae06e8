import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { useT } from '@/i18n/use-i18n';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider } from '@/features/account/session/session-provider';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';

// Toasts appear only after something happens, so their code loads after the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 400) will not change on a retry; network and server errors may. The
        // server renders with what it has rather than keep the shopper waiting.
        retry: (failureCount, error) =>
          !server &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
}

interface AppProviderProps {
  queryClient: QueryClient;
  /** The server's react-query cache, so the first render in the browser needs no request. */
  dehydratedState?: DehydratedState;
  /** The page's language and its catalogue (the address decides it: /ko is Korean). */
  i18n: I18n;
  children: ReactNode;
}

/** The toasts' container, loaded after hydration; its own component so the switch re-renders only it. */
function ToasterAfterHydration() {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={5000}
        containerAriaLabel={t('layout.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('layout.closeNotification') }}
      />
    </Suspense>
  );
}

export function AppProvider({ queryClient, dehydratedState, i18n, children }: AppProviderProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>
          <SessionProvider>{children}</SessionProvider>
        </HydrationBoundary>
        <ToasterAfterHydration />
      </QueryClientProvider>
    </I18nProvider>
  );
}
