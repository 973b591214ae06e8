import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The public catalogue: the same answer for every visitor, so a CDN may keep it for a short while. */
const PUBLIC_CATALOGUE =
  /^\/api\/(products|productsOP|categories|subcategories|banners|settings)(\/|\?|$)/;
// A minute fresh at the CDN, then served stale for five more while it refetches; browsers revalidate
// every time (max-age=0) and get a 304 through the ETag.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

async function publicCache(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      !request.headers.authorization &&
      !request.headers['guest-token'] &&
      PUBLIC_CATALOGUE.test(request.url) &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    }
    return payload;
  });
}

export default fp(publicCache, { name: 'public-cache' });
