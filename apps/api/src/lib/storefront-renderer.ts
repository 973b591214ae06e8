// The storefront's server rendering as the web plugin uses it: loads the web app's SSR build, fills
// the built index.html around the streamed page, and answers repeat visits with 304 by ETag.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { offersPostcodeSearch } from '@jangbogi/contracts/postcode-search';
import { withPostcodeSearch } from './postcode-search-policy.ts';
import { withTossWidget } from './toss-widget-policy.ts';
import { opensTossWidget } from '@jangbogi/contracts/payments';

/** What apps/web/src/entry-server.tsx exports (the web app's SSR build is plain JavaScript). */
interface EntryServer {
  configureApi(fetchImpl: typeof fetch): void;
  render(request: Request): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        status: number;
        lang: string;
        fingerprint: string;
        stateScript: string;
        stream(
          body: Writable,
          writeStart: (headTags: string) => void,
          onError: (error: unknown) => void,
        ): Promise<void>;
      }
  >;
}

/** Anonymous pages are the same for every visitor: a CDN may keep them a minute, then serve stale while it refetches. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const HEAD_SLOT = '<!--app-head-->';
const BODY_SLOT = '<!--app-html-->';
const STATE_SLOT = '<!--app-state-->';
const HTML_LANG = '<html lang="en">';

/** Korean pages live under /ko (the web app's i18n/locales.ts); everything else is English. */
const isKoreanPath = (pathname: string) => pathname === '/ko' || pathname.startsWith('/ko/');
const withLang = (html: string, lang: string) => html.replace(HTML_LANG, `<html lang="${lang}">`);
const isBackOffice = (pathname: string) => {
  const path = isKoreanPath(pathname) ? pathname.slice(3) : pathname;
  return path === '/admin' || path.startsWith('/admin/');
};

/**
 * A browser reads a link to `//evil.example` (or `/\evil.example`: backslashes count as slashes)
 * as another site. Such a path is still a path of this shop, and its page would put it into
 * links (the language switch, canonical URLs), so it is never rendered: it is redirected to the
 * same path with each run of slashes made one.
 */
const collapseSlashes = (pathname: string) => pathname.replace(/[/\\]{2,}/g, '/');

/** The API in-process, behind fetch's signature: the same routes, validation and JSON as over HTTP. */
function injectFetch(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://storefront.internal');
    const response = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const contentType = response.headers['content-type'];
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

export function storefrontRenderer(fastify: FastifyInstance, webDistDir: string) {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const buildId = createHash('sha1').update(template).digest('base64url').slice(0, 12);
  const [beforeBody = '', afterBody = ''] = template.split(BODY_SLOT);
  const shell = template.replace(HEAD_SLOT, '').replace(BODY_SLOT, '').replace(STATE_SLOT, '');

  // The server bundle (React DOM's server renderer and the whole storefront) is imported in the
  // background: awaiting it here would hold up the app's start, past Fastify's plugin timeout on a
  // busy machine. The first page request waits for it.
  const entryPath = path.join(webDistDir, 'server', 'entry-server.js');
  const entryReady: Promise<EntryServer | undefined> = existsSync(entryPath)
    ? import(pathToFileURL(entryPath).href).then(
        (module: EntryServer) => {
          module.configureApi(injectFetch(fastify));
          return module;
        },
        (error: unknown) => {
          fastify.log.error(
            { err: error },
            `${entryPath} failed to load: pages render in the browser only`,
          );
          return undefined;
        },
      )
    : Promise.resolve(undefined);
  if (!existsSync(entryPath)) {
    fastify.log.warn(
      `${entryPath} is missing: pages render in the browser only (build the web app)`,
    );
  }

  /** The page without server rendering: the back office, and a fallback when rendering fails. */
  const sendShell = (reply: FastifyReply, pathname: string) =>
    reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(isKoreanPath(pathname) ? withLang(shell, 'ko') : shell);

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const collapsed = collapseSlashes(pathname);
    if (collapsed !== pathname) {
      return reply.redirect(`${collapsed}${request.url.slice(pathname.length)}`, 301);
    }
    if (offersPostcodeSearch(pathname)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', withPostcodeSearch(policy));
      }
    }
    if (fastify.toss && opensTossWidget(pathname)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', withTossWidget(policy));
      }
    }
    const entry = await entryReady;
    if (!entry || isBackOffice(pathname)) return sendShell(reply, pathname);

    // Canonical and Open Graph URLs come from the configured address, never from the Host header:
    // a cached page must not carry whatever host a request claimed.
    const origin = new URL(fastify.publicUrl()).origin;
    const result = await entry.render(
      new Request(`${origin}${request.url}`, { headers: { accept: 'text/html' } }),
    );
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);

    const etag = `W/"${createHash('sha1').update(buildId).update(result.fingerprint).digest('base64url')}"`;
    reply
      .header('etag', etag)
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();

    const out = new PassThrough();
    const [head, tail] = [
      withLang(beforeBody, result.lang),
      afterBody.replace(STATE_SLOT, result.stateScript),
    ];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        out.write(chunk, callback);
      },
      final(callback) {
        out.end(tail, callback);
      },
    });
    try {
      await result.stream(
        sink,
        (headTags) => out.write(head.replace(HEAD_SLOT, headTags)),
        (error) => request.log.error({ err: error }, 'server rendering failed in part'),
      );
    } catch (error) {
      request.log.error(
        { err: error },
        'server rendering failed; sending the client-rendered page',
      );
      reply.removeHeader('etag');
      return sendShell(reply, pathname);
    }
    return reply.status(result.status).type('text/html; charset=utf-8').send(out);
  }

  return { handle };
}
