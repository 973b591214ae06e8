import Autoplay from 'embla-carousel-autoplay';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState, type RefCallback } from 'react';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { whenIdle } from '@/lib/when-idle';

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

/**
 * Hands the carousel's viewport to Embla only once the browser is idle. Embla measures the slides
 * when it starts; doing that while the page hydrates forces a layout of the whole page in the
 * middle of React's commit. Until then the slides sit where the CSS puts them, the first one in
 * view, so nothing moves when Embla takes over.
 */
export function useIdleViewport(setViewport: (viewport: HTMLElement | null) => void) {
  return useCallback<RefCallback<HTMLElement>>(
    (viewport) => {
      if (!viewport) return;
      const cancel = whenIdle(() => setViewport(viewport));
      return () => {
        cancel();
        setViewport(null);
      };
    },
    [setViewport],
  );
}
