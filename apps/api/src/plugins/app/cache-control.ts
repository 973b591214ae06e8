import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The public catalogue: the same answer for every visitor, so a CDN may keep it for a short while. */
const PUBLIC_CATALOGUE =
  /^\/api\/(products|productsOP|product-images|categories|subcategories|banners|settings)(\/|\?|$)/;
// A minute fresh at the CDN, then served stale for five more while it refetches; browsers revalidate
// every time (max-age=0) and get a 304 through the ETag.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Everything else the API answers may depend on who asks: kept by no cache, shared or not. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function publiclyCacheable(request: FastifyRequest, statusCode: number): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (statusCode === 200 || statusCode === 304) &&
    !request.headers.authorization &&
    !request.headers['guest-token'] &&
    PUBLIC_CATALOGUE.test(request.url)
  );
}

// Private by default: an answer is publicly cacheable only when it is an anonymous read of the
// catalogue. Any other API answer (a cart, an order, a profile, a new guest session, the back
// office, a refusal) gets `private, no-store`, so a route added later cannot forget it. A route
// that sets its own Cache-Control (signed file links) keeps it; pages and assets set theirs.
async function cacheControl(fastify: FastifyInstance) {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control') || !(isApi(request.url) || request.url === '/metrics'))
      return payload;
    reply.header(
      'cache-control',
      publiclyCacheable(request, reply.statusCode) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    );
    return payload;
  });
}

export default fp(cacheControl, { name: 'cache-control' });
