import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// JSON and HTML over 1 kB go out compressed (brotli first, gzip for older clients). Built assets are
// served precompressed by the web plugin and are left as they are. Every string or buffer answer gets
// a weak ETag (the same content, whichever encoding) and a matching If-None-Match answers 304.
async function compression(fastify: FastifyInstance) {
  await fastify.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await fastify.register(etag, { weak: true });
}

export default fp(compression, { name: 'compress' });
