import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { isPublicKey } from '../../domain/files/storage.ts';
import { notFound } from '../../lib/errors.ts';
import { storefrontRenderer } from '../../lib/storefront-renderer.ts';

// The seed's drawn package art, written into the upload folder by name (see db/seed/artwork.ts).
const SEEDED_ARTWORK =
  /^(catalogue\/[a-z0-9-]+\/[a-z0-9-]+|banners\/(?:banner|plain)-[0-9]+)\.svg$/;

// Serves public uploads under /uploads and, when it has been built, the web app at /: built assets
// precompressed and immutable, storefront pages rendered on the server (dist/server/entry-server.js,
// see docs/decisions/0014), the back office as the client-only shell.
/** The API's and the uploads' paths nobody serves are their 404, never a page. */
function refuseOutsidePages(request: FastifyRequest): void {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
    throw notFound('server.noSuchEndpoint', { method: request.method, path: pathname });
  }
}

async function webStatic(fastify: FastifyInstance) {
  const { uploadDir, webDistDir } = fastify.config;
  await mkdir(uploadDir, { recursive: true });

  // Only public keys storage made (products, banners, profiles) and the seed's artwork: transfer
  // screenshots live in the same storage but are only reachable through signed links (ADR 0007).
  fastify.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (isPublicKey(key)) {
      const file = await fastify.storage.read(key);
      if (!file) throw notFound('files.notFound');
      if (file.size) reply.header('content-length', file.size);
      // Names are never reused, so a stored file never changes.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(file.contentType)
        .send(file.body);
    }
    const artwork = path.join(uploadDir, key);
    if (!SEEDED_ARTWORK.test(key) || !existsSync(artwork)) throw notFound('files.notFound');
    return reply
      .header('cache-control', 'public, max-age=604800')
      .type('image/svg+xml')
      .send(createReadStream(artwork));
  });

  const indexHtml = path.join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  await fastify.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // vite build writes .br and .gz beside each asset; they are sent as they are.
    preCompressed: true,
    allowedPath: (pathname) => !pathname.startsWith('/server/') && pathname !== '/index.html',
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  const renderer = storefrontRenderer(fastify, webDistDir);
  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    refuseOutsidePages(request);
    return renderer.handle(request, reply);
  });

  // A page's form posted before the page's script ran (a tap during a slow load): its fields are
  // dropped, never read or logged, and the shopper is sent back to the page, now with its script,
  // to send them again. The forms say method="post" so that such a tap never writes a password or
  // an address into the address bar, the history and the access logs, as a GET would.
  await fastify.register(async (pages) => {
    pages.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
      refuseOutsidePages(request);
      // Only a path of this site: `//host` would send the browser to another one.
      const samePage = /^\/(?![/\\])/.test(request.url) ? request.url : '/';
      return reply.redirect(samePage, 303);
    });
  });
}

export default fp(webStatic, { name: 'web-static', dependencies: ['env', 'storage'] });
