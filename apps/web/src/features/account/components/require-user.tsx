import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { useSession } from '@/lib/session-context';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to access this page';

/** Where the login page returns to, passed in navigation state. */
export type LoginLocationState = {
  from?: string;
  message?: string;
};

/**
 * Guards private pages: a visitor who is not logged in goes to /login and comes back after
 * logging in. Use as a layout route (`{ element: <RequireUser />, children: [...] }`) or as a
 * wrapper (`<RequireUser><Page /></RequireUser>`).
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const t = useT();
  const { authReady, isGuest } = useSession();
  const location = useLocation();
  if (!authReady) return <LoadingOverlay visible theme="light" />;
  if (isGuest) {
    const state: LoginLocationState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      message: t('account.loginRequired'),
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return children ?? <Outlet />;
}
