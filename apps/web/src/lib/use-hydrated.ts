import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Personal parts of a page (cart badge,
 * profile menu, account pages) depend on the browser's stored session, which the server cannot see:
 * they render a placeholder of the same size until this turns true, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
