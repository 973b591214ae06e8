import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

// Serves uploaded files under /uploads and, when it has been built, the web app at /
// (any unknown non-API path answers with index.html so client-side routes survive a reload).
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
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  fastify.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/uploads/')) {
      return reply.status(404).send({ message: `No such endpoint: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    const asset = path.join(webDistDir, path.normalize(pathname));
    if (asset.startsWith(webDistDir) && pathname !== '/' && existsSync(asset) && !asset.endsWith(path.sep)) {
      return reply.sendFile(path.relative(webDistDir, asset));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webStatic, { name: 'web-static', dependencies: ['env'] });
