import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import { localizePath } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-i18n';
import {
  LINK_REPLACE_ATTRIBUTE,
  LINK_STATE_ATTRIBUTE,
  type LinkState,
} from '@/lib/link-navigation';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the shop, from config/paths. */
  to: string;
  /** Navigation state for the page it opens (the login page's way back, for example). */
  state?: LinkState;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * The shop's one link component: a link to another page of the shop, followed without a page load.
 * It renders a plain anchor with no handler: the document's one click listener
 * (lib/link-navigation) hands it to the router, with its state and `replace` read from the
 * anchor, so it costs nothing to hydrate (docs/decisions/0019). The address keeps the page's
 * language (`/ko/...` on a Korean page); reading it is one context, no state.
 */
export function AppLink({ to, state, replace, ...rest }: AppLinkProps) {
  const locale = useLocale();
  return (
    <a
      {...rest}
      href={localizePath(to, locale)}
      data-routed=""
      {...{
        [LINK_STATE_ATTRIBUTE]: state === undefined ? undefined : JSON.stringify(state),
        [LINK_REPLACE_ATTRIBUTE]: replace ? '' : undefined,
      }}
    />
  );
}

/**
 * Whether `to` is the page on screen, or (unless `end`) a page below it: as React Router's NavLink
 * decides, case-insensitively, and `/` only for itself.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return current.startsWith(`${base}/`);
}

/**
 * An AppLink in a navigation menu, marked `aria-current="page"` while its page is on screen (the
 * menus style that). Only it reads the location; plain links stay hook-free.
 */
export function AppNavLink({ end, ...rest }: AppLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return (
    <AppLink {...rest} aria-current={isActivePath(pathname, rest.to, end) ? 'page' : undefined} />
  );
}
