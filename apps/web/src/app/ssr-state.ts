import type { DehydratedState } from '@tanstack/react-query';
import {
  matchRoutes,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';

/** The id of the JSON block in which the server hands its render's data to the browser. */
export const SSR_STATE_ID = 'ssr-state';

export type SerializedError =
  { kind: 'response'; status: number; statusText: string } | { kind: 'error'; message: string };

export interface SsrState {
  router: {
    loaderData: HydrationState['loaderData'];
    actionData: HydrationState['actionData'];
    errors: Record<string, SerializedError> | null;
  };
  query: DehydratedState;
}

/** The server's data for this page, or null when the page was not rendered on the server (the back office). */
export function readSsrState(): {
  hydrationData: HydrationState;
  queryState: DehydratedState;
} | null {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as SsrState;
  const errors = state.router.errors
    ? Object.fromEntries(
        Object.entries(state.router.errors).map(([routeId, error]) => [
          routeId,
          error.kind === 'response'
            ? new ErrorResponse(error.status, error.statusText, null)
            : new Error(error.message),
        ]),
      )
    : null;
  return {
    hydrationData: {
      loaderData: state.router.loaderData,
      actionData: state.router.actionData,
      errors,
    },
    queryState: state.query,
  };
}

/**
 * Loads the lazy route modules a URL matches, in place, so the server renders the page and the
 * browser hydrates it without suspending on a module download.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string, basename = '/') {
  const lazyMatches =
    matchRoutes(routes, pathname, basename)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazyRoute = match.route.lazy;
      if (typeof lazyRoute !== 'function') return;
      Object.assign(match.route, await lazyRoute());
      delete match.route.lazy;
    }),
  );
}
