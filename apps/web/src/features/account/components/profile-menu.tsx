import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-i18n';
import { useSession } from '@/lib/session-context';
import { useSignOutOnArrival, type SignOutOnArrivalState } from './sign-out-on-arrival';
import styles from './profile-menu.module.css';
import { AppLink } from '@/components/app-link';

/** Header entry of a logged-in shopper: My Profile, Change Password, Logout. */
export function ProfileMenu() {
  const t = useT();
  const { user } = useSession();
  useSignOutOnArrival();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const handleLogout = () => {
    setOpen(false);
    // The home page ends the session once it is on screen: ended here, a private page's guard
    // would send the shopper to the login page first.
    const state: SignOutOnArrivalState = { signOut: 'logout' };
    void navigate(paths.home.getHref(), { state });
  };

  const initial = user?.firstName.trim().charAt(0).toUpperCase() || 'P';
  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.label}>{t('account.profile')}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {user && (
          <li className={styles.who} aria-hidden="true">
            {user.firstName} {user.lastName}
          </li>
        )}
        <li>
          <AppLink to={paths.profile.getHref()} onClick={() => setOpen(false)}>
            {t('account.myProfile')}
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.changePassword.getHref()} onClick={() => setOpen(false)}>
            {t('account.changePassword')}
          </AppLink>
        </li>
        <li>
          <button type="button" onClick={handleLogout}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
