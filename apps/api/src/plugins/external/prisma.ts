import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, type Db, type Sql } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The same pool as db's, for the typed raw SQL of the hot catalogue reads. */
    sql: Sql;
    /** The connection pool under `db`, for its usage figures only. */
    dbPool: pg.Pool;
  }
}

async function prisma(fastify: FastifyInstance) {
  const { DATABASE_URL, DATABASE_POOL_SIZE } = fastify.config;
  if (!DATABASE_URL) throw new Error('DATABASE_URL must be resolved before the app is built');
  const { db, pool, sql, close } = createDatabase(DATABASE_URL, DATABASE_POOL_SIZE);
  fastify.decorate('db', db);
  fastify.decorate('sql', sql);
  fastify.decorate('dbPool', pool);
  fastify.addHook('onClose', close);
}

export default fp(prisma, { name: 'prisma', dependencies: ['env'] });
