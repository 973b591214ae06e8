import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { storefrontRenderer } from '../../lib/storefront-renderer.ts';

// Serves uploaded files under /uploads and, when it has been built, the web app at /: built assets
// precompressed and immutable, storefront pages rendered on the server (dist/server/entry-server.js,
// see docs/decisions/0014), the back office as the client-only shell.
async function webStatic(fastify: FastifyInstance) {
  const { uploadDir, webDistDir } = fastify.config;
  await mkdir(uploadDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
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
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    return renderer.handle(request, reply);
  });
}

export default fp(webStatic, { name: 'web-static', dependencies: ['env'] });
