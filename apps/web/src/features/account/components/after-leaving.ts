import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/use-i18n';
import { useSession } from '@/lib/session-context';
import { notify } from '@/lib/toast';

/** What the deletion page hands to the page it leads to. */
export interface AfterLeavingState {
  accountDeleted?: boolean;
}

/**
 * Ends the session on the page a deleted account is led to. Ended on the deletion page itself,
 * the page's guard would send the visitor to the login page before the next page shows; here the
 * next page is on screen, so the header's menu (which lives across pages) ends it.
 */
export function useSignOutAfterLeaving() {
  const t = useT();
  const { logout } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const deleted = (location.state as AfterLeavingState | null)?.accountDeleted === true;
  useEffect(() => {
    if (!deleted) return;
    // Forget the mark, so that coming back to this entry later signs nobody out.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void logout().then(() => notify('success', t('myData.deleted')));
  }, [deleted, location.pathname, location.search, logout, navigate, t]);
}
