import { act, renderHook } from '@testing-library/react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay, useIdleViewport } from './use-autoplay';

type Embla = NonNullable<UseEmblaCarouselType[1]>;

/** A browser whose reduced-motion preference is `reduced`. */
function preferReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** requestIdleCallback that runs its callbacks only when `runIdle` is called. */
function controlledIdle() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () => act(() => pending.splice(0).forEach((callback) => callback()));
}

function fakeEmbla() {
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  return { autoplay, embla: { plugins: () => ({ autoplay }) } as unknown as Embla };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAutoplay', () => {
  it('never plays for people who prefer reduced motion, and offers no play button', () => {
    preferReducedMotion(true);
    const runIdle = controlledIdle();
    const { autoplay, embla } = fakeEmbla();
    const { result } = renderHook(() => useAutoplay(2000));
    act(() => result.current.setEmbla(embla));
    runIdle();
    expect(result.current.playing).toBe(false);
    expect(result.current.canPlay).toBe(false);
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(autoplay.stop).toHaveBeenCalled();
  });

  it('starts only once the browser is idle, and the pause button stops it', () => {
    preferReducedMotion(false);
    const runIdle = controlledIdle();
    const { autoplay, embla } = fakeEmbla();
    const { result } = renderHook(() => useAutoplay(2000));
    act(() => result.current.setEmbla(embla));
    expect(autoplay.play).not.toHaveBeenCalled();
    runIdle();
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(false);
    expect(autoplay.stop).toHaveBeenCalled();
  });
});

describe('useIdleViewport', () => {
  it('hands the viewport to the carousel only when the browser is idle, and takes it back on unmount', () => {
    const runIdle = controlledIdle();
    const setViewport = vi.fn();
    const { result } = renderHook(() => useIdleViewport(setViewport));
    const viewport = document.createElement('div');
    let cleanUp: (() => void) | void = undefined;
    act(() => {
      cleanUp = result.current(viewport);
    });
    expect(setViewport).not.toHaveBeenCalled();
    runIdle();
    expect(setViewport).toHaveBeenCalledWith(viewport);
    act(() => cleanUp?.());
    expect(setViewport).toHaveBeenLastCalledWith(null);
  });
});
