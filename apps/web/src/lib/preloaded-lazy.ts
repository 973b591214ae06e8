import { lazy, type ComponentType } from 'react';

export interface PreloadedLazy<P> {
  /** Renders the component: at once when its code is there, else suspending until it is. */
  Component: ComponentType<P>;
  /** Settles once the code has loaded or failed to (the server awaits it before rendering). */
  ready: Promise<void>;
}

/**
 * A component whose code is a chunk of its own, requested as soon as this is called, that renders
 * without suspending once the code has arrived. React.lazy suspends on its first render even when
 * the import has long settled; here its loader hands React a thenable that calls back at once, so
 * React reads the component synchronously. The server awaits `ready` and renders the part in place
 * (no suspended boundary, no inline script: docs/decisions/0014); the browser hydrates it with the
 * page when the chunk is there, or on its own a moment later when it is not (a Suspense boundary
 * left as the server sent it). A chunk that fails to load renders nothing.
 */
export function preloadedLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadedLazy<P> {
  const nothing = { default: () => null };
  let loaded: { default: ComponentType<P> } | undefined;
  const ready = load().then(
    (component) => {
      loaded = { default: component };
    },
    (error: unknown) => {
      console.warn('A part of the page could not be loaded', error);
      loaded = nothing;
    },
  );
  const Component = lazy(() => {
    const thenable = {
      then(resolve: (module: { default: ComponentType<P> }) => void) {
        if (loaded) resolve(loaded);
        else void ready.then(() => resolve(loaded ?? nothing));
      },
    };
    // React.lazy takes any thenable (and reads one that calls back at once without suspending);
    // its type asks for a Promise.
    return thenable as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, ready };
}
