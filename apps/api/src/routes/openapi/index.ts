import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const openapiDocument: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
};

export const autoPrefix = '/';
export default openapiDocument;
