import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept in sync with the window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const MOBILE_MAX_WIDTH = 768;
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
