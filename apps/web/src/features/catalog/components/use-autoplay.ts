import Autoplay from 'embla-carousel-autoplay';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';

/** Runs `callback` once the browser is idle (or after a short delay where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 2000);
  return () => clearTimeout(timer);
}

/**
 * Embla autoplay that starts only once the page is idle (the first paint and hydration come first),
 * pauses while hovered or focused, never runs for people who prefer reduced motion, and can be
 * paused and resumed with a visible button (WCAG 2.2.2).
 */
export function useAutoplay(delayMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: delayMs,
        playOnInit: false,
        stopOnMouseEnter: true,
        stopOnInteraction: false,
        stopOnFocusIn: true,
      }),
    ],
    [delayMs],
  );
  const [embla, setEmbla] = useState<UseEmblaCarouselType[1]>();
  const [paused, setPaused] = useState(false);
  const playing = !reducedMotion && !paused;

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (!playing) {
      autoplay.stop();
      return;
    }
    return whenIdle(() => autoplay.play());
  }, [embla, playing]);

  const toggle = useCallback(() => setPaused((value) => !value), []);
  return { plugins, setEmbla, playing, canPlay: !reducedMotion, toggle };
}
