import { healthResponse } from '@jangbogi/contracts/catalog';
import { errorResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Ready when the database answers',
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (_request, reply) => {
      try {
        await fastify.db.$queryRaw`SELECT 1`;
      } catch {
        return reply
          .status(503)
          .send({ message: 'The database is not answering.', code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};

export default health;
