import { useEffect } from 'react';

/**
 * The anchors whose clicks the router follows without a page load: the shop's own links
 * (components/app-link). They carry no hooks and no click handler of their own: one listener on
 * the document routes them all, so a page of sixty product cards hydrates plain anchors instead of
 * a hundred and twenty React Router links (docs/decisions/0019).
 */
export const ROUTED_LINK_SELECTOR = 'a[data-routed]';
/** A routed link's navigation state, as JSON. */
export const LINK_STATE_ATTRIBUTE = 'data-state';
/** Present on a routed link that replaces the current history entry. */
export const LINK_REPLACE_ATTRIBUTE = 'data-replace';

/** Navigation state a link can carry: it travels in the anchor as JSON. */
export type LinkState = Record<string, string | number | boolean | null | undefined>;

/** The part of React Router's data router the listener uses. */
export interface LinkRouter {
  /** The language prefix the router's paths live under ('/' or '/ko'). */
  readonly basename?: string;
  readonly state: { readonly location: { pathname: string; search: string; hash: string } };
  navigate(to: string, options?: { replace?: boolean; state?: LinkState }): Promise<void>;
}

/**
 * The address a click on a routed link should go to, or null when the browser should handle the
 * click itself: another button or a modifier key (new tab, new window, download), a link with a
 * target or a download, another origin, or a click a component has already handled.
 */
export function routedLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if (!(event.target instanceof Element)) return null;
  const anchor = event.target.closest<HTMLAnchorElement>(ROUTED_LINK_SELECTOR);
  if (!anchor || anchor.hasAttribute('download')) return null;
  const frame = anchor.getAttribute('target');
  if (frame && frame !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function linkState(anchor: Element | null): LinkState | undefined {
  const json = anchor?.getAttribute(LINK_STATE_ATTRIBUTE);
  return json ? (JSON.parse(json) as LinkState) : undefined;
}

/** Follows clicks on routed links with the router; returns the function that stops listening. */
export function listenForLinkClicks(router: LinkRouter, root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const href = routedLinkTarget(event);
    if (href === null) return;
    event.preventDefault();
    const anchor = (event.target as Element).closest(ROUTED_LINK_SELECTOR);
    const { pathname, search, hash } = router.state.location;
    // The anchor's address carries the language prefix; the router adds its basename itself.
    const base = router.basename && router.basename !== '/' ? router.basename : '';
    const to =
      base && (href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`))
        ? href.slice(base.length) || '/'
        : href;
    // As React Router's Link does: a link to the page on screen replaces its history entry (the
    // router's state holds the full address, basename included).
    const replace =
      anchor?.hasAttribute(LINK_REPLACE_ATTRIBUTE) === true ||
      `${pathname}${search}${hash}` === href;
    void router.navigate(to, { replace, state: linkState(anchor) });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/**
 * Routes link clicks from the first render on that has committed: before hydration a click is an
 * ordinary page load, as it is for React Router's links.
 */
export function LinkNavigation({ router }: { router: LinkRouter }) {
  useEffect(() => listenForLinkClicks(router), [router]);
  return null;
}
