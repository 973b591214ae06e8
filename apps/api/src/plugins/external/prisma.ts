import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Database, type Db } from '../../db/client.ts';
import type { Sql } from '../../db/sql.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Hand-written statements on the same pool as db's (src/db/sql.ts). */
    sql: Sql;
    /** Transactions for hand-written statements, on the same pool. */
    sqlTransaction: Database['transaction'];
    /** The one connection pool: its usage figures, and a connection held for a streamed export. */
    dbPool: Database['pool'];
  }
}

async function prisma(fastify: FastifyInstance) {
  const { DATABASE_URL, DATABASE_POOL_SIZE } = fastify.config;
  if (!DATABASE_URL) throw new Error('DATABASE_URL must be resolved before the app is built');
  const database = createDatabase(DATABASE_URL, DATABASE_POOL_SIZE);
  fastify.decorate('db', database.db);
  fastify.decorate('sql', database.sql);
  fastify.decorate('sqlTransaction', database.transaction);
  fastify.decorate('dbPool', database.pool);
  fastify.addHook('onClose', database.close);
}

export default fp(prisma, { name: 'prisma', dependencies: ['env'] });
