import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/** Embla autoplay that pauses while hovered and is off for people who prefer reduced motion. */
export function useAutoplayPlugins(delayMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(
    () =>
      reducedMotion ? [] : [Autoplay({ delay: delayMs, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true })],
    [delayMs, reducedMotion],
  );
}
