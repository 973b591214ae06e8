// The storefront rendered on the server: the API's web plugin imports the SSR build of this file
// (dist/server/entry-server.js), answers each page request with render() and streams the result.
import { escapeHtml } from '@jangbogi/contracts/html';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router-dom';
import type { Writable } from 'node:stream';
import {
  alternateLinks,
  canonicalUrl,
  HeadCollectorContext,
  ogLocale,
  type HeadTags,
} from '@/components/page-meta';
import { createI18n } from '@/i18n/create-i18n';
import { basenameOf, localeOfPath, type Locale } from '@/i18n/locales';
import englishMessages from 'virtual:messages/en';
import koreanMessages from 'virtual:messages/ko';
import { setApiFetch } from '@/lib/api-client';
import { AppProvider, createQueryClient } from './app/provider';
import {
  loadMatchedRoutes,
  SSR_STATE_ID,
  type SerializedError,
  type SsrState,
} from './app/ssr-state';
import { layoutReady } from './app/layouts/root-layout';
import { createRoutes } from './app/routes';

/** How the server reaches the API: the host passes its in-process transport (fastify.inject). */
export function configureApi(fetchImpl: typeof fetch) {
  setApiFetch(fetchImpl);
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's language, for `<html lang>`. */
      lang: Locale;
      /** Identifies the page's content: the same address with the same data renders the same HTML. */
      fingerprint: string;
      /**
       * Streams the page into `body` once its shell is ready, after `writeStart` has been handed the
       * head tags (title, description, canonical, Open Graph) to write ahead of it.
       */
      stream: (
        body: Writable,
        writeStart: (headTags: string) => void,
        onError: (error: unknown) => void,
      ) => Promise<void>;
      /**
       * The router's loader data and the react-query cache for the browser, as a JSON data block
       * (never executed, so the Content-Security-Policy needs no inline scripts).
       */
      stateScript: string;
    };

/** JSON inside a <script>: nothing in it can close the tag. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// One Lingui instance per language for every render: a page never changes its language.
const i18nOf = {
  en: createI18n('en', englishMessages),
  ko: createI18n('ko', koreanMessages),
};

function headHtml(tags: HeadTags | undefined, origin: string): string {
  if (!tags) return '';
  const url = canonicalUrl(tags, origin);
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternateLinks(tags.routePath, origin).map(
      (link) =>
        `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}">`,
    ),
    `<meta property="og:title" content="${escapeHtml(tags.title)}">`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${tags.type}">`,
    `<meta property="og:locale" content="${ogLocale(tags.locale)}">`,
    `<meta property="og:site_name" content="Jangbogi">`,
  ];
  if (tags.image)
    lines.push(`<meta property="og:image" content="${escapeHtml(new URL(tags.image, url).href)}">`);
  return lines.map((line) => line.replace(/^<(\w+)/, '<$1 data-ssr-head')).join('');
}

export async function render(request: Request): Promise<RenderResult> {
  const queryClient = createQueryClient({ server: true });
  const routes = createRoutes(queryClient);
  const { pathname } = new URL(request.url);
  const locale = localeOfPath(pathname);
  const basename = basenameOf(locale);
  await Promise.all([layoutReady, loadMatchedRoutes(routes, pathname, basename)]);
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const dehydrated = dehydrate(queryClient);
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]): [string, SerializedError] => [
          routeId,
          isRouteErrorResponse(error)
            ? { kind: 'response', status: error.status, statusText: error.statusText }
            : { kind: 'error', message: error instanceof Error ? error.message : 'Server error' },
        ]),
      )
    : null;
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors },
    query: dehydrated,
  };
  const origin = new URL(request.url).origin;
  let head: HeadTags | undefined;
  const collect = (tags: HeadTags) => {
    head = tags;
  };

  return {
    kind: 'page',
    status: context.statusCode,
    lang: locale,
    fingerprint: `${context.statusCode} ${request.url} ${JSON.stringify(dehydrated.queries.map((q) => [q.queryHash, q.state.data]))}`,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    stream: (body, writeStart, onError) =>
      new Promise((resolve, reject) => {
        const { pipe } = renderToPipeableStream(
          <StrictMode>
            <HeadCollectorContext value={collect}>
              <AppProvider queryClient={queryClient} i18n={i18nOf[locale]}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProvider>
            </HeadCollectorContext>
          </StrictMode>,
          {
            // Loaders fetch the data and the layout's lazy parts have loaded before rendering, so
            // nothing suspends: the shell is the whole page (React completes late boundaries with
            // inline scripts, which the Content-Security-Policy forbids). For the same reason no
            // finished Suspense boundary may be moved out of line, which React does past a chunk
            // size on a large page (the home page's social links were).
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onShellReady() {
              writeStart(headHtml(head, origin));
              pipe(body);
              resolve();
            },
            onShellError: reject,
            onError,
          },
        );
      }),
  };
}
