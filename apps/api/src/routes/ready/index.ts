import { readyResponse } from '@jangbogi/contracts/catalog';
import { errorResponse } from '@jangbogi/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations, readMigrations } from '../../db/migrate.ts';

// Readiness: send traffic here only when the database answers and carries every migration
// this build ships (an instance of a newer build waits until the migration step has run).
const ready: FastifyPluginAsyncZod = async (fastify) => {
  const shipped = (await readMigrations()).map((m) => m.name);

  fastify.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and all migrations are applied',
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async (_request, reply) => {
      let missing: string[];
      try {
        missing = await pendingMigrations(fastify.db, shipped);
      } catch {
        return reply
          .status(503)
          .send({ message: 'The database is not answering.', code: 'UNAVAILABLE' });
      }
      if (missing.length > 0) {
        return reply.status(503).send({
          message: `Migrations not applied yet: ${missing.join(', ')}.`,
          code: 'MIGRATIONS_PENDING',
        });
      }
      return { status: 'ready' as const, database: 'up' as const, migrations: shipped.length };
    },
  );
};

export default ready;
