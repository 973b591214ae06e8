import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PostgresRateLimitStore } from '../../lib/rate-limit-store.ts';
import { tooManyRequests } from '../../lib/errors.ts';

// Counters live in Postgres so that several API instances share one limit (ADR 0006).
async function rateLimiting(fastify: FastifyInstance) {
  await fastify.register(rateLimit, {
    global: false,
    store: PostgresRateLimitStore.forDb(fastify.db),
    skipOnError: true,
    enableDraftSpec: false,
    errorResponseBuilder: () => tooManyRequests('requests.tooMany'),
    // RATE_LIMIT_ENABLED=false (load tests, fuzzing) lets every request through.
    allowList: () => !fastify.config.RATE_LIMIT_ENABLED,
  });
}

export default fp(rateLimiting, { name: 'rate-limit', dependencies: ['env', 'prisma'] });
