import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/use-i18n';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/toast';

/** Why the page a shopper is led to should end their session. */
export interface SignOutOnArrivalState {
  signOut?: 'logout' | 'account_deleted';
}

/**
 * Ends the session on the page a shopper is led to when they log out or delete their account.
 * Ended on the page they leave, a private page's guard would send them to the login page before
 * the next page shows; here the next page is on screen, so the header's menu (which lives across
 * pages) ends it.
 */
export function useSignOutOnArrival() {
  const t = useT();
  const { logout } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const reason = (location.state as SignOutOnArrivalState | null)?.signOut;
  useEffect(() => {
    if (!reason) return;
    // Forget the mark, so that coming back to this entry later signs nobody out.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void logout().then(() => {
      if (reason === 'account_deleted') notify('success', t('myData.deleted'));
    });
  }, [reason, location.pathname, location.search, logout, navigate, t]);
}
