import { healthResponse } from '@jangbogi/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Liveness: answers as long as the process serves requests. It does not touch the database,
// so an orchestrator never restarts healthy instances because the database is away
// (readiness, /api/ready, takes them out of the load balancer instead).
const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        response: { 200: healthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default health;
