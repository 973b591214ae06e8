import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/features/account/session/session-provider';
import { ApiError } from '@/lib/api-client';

// Toasts appear only after something happens, so their code loads after the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 400) will not change on a retry; network and server errors may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton duration={5000} />
      </Suspense>
    </QueryClientProvider>
  );
}
