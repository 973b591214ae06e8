import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../lib/request-id.ts';

// Every log line of a request carries its id (Fastify's reqId); the response carries it too,
// so a customer's or a proxy's report leads to the log lines.
async function requestId(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

export default fp(requestId, { name: 'request-id' });
