import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { pgSql, sqlTransaction, type Sql } from './sql.ts';

export type Db = PrismaClient;
/** Either the client or an interactive transaction's client. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;

// When the database is down, a request should fail fast (503) rather than wait for a connection.
const CONNECTION_TIMEOUT_MS = 5_000;

/** A Prisma client on a pool of its own; disconnecting the client ends the pool. */
export function createPrismaClient(databaseUrl: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  return new PrismaClient({ adapter });
}

/** The one pool of an instance, and the two ways onto it (ADR 0022). */
export interface Database {
  /** Prisma's client, for the model-shaped work. */
  db: Db;
  /** Hand-written statements on the pool, outside a transaction. */
  sql: Sql;
  /** A transaction for hand-written statements, on a connection of the same pool. */
  transaction: <T>(work: (tx: Sql) => Promise<T>) => Promise<T>;
  /** The pool itself, for its usage figures. */
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function createDatabase(databaseUrl: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle connection dropped by a database restart must not crash the process; the next query
  // gets a fresh connection (or fails with 503 while the database is down).
  pool.on('error', () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    db,
    sql: pgSql(pool),
    transaction: (work) => sqlTransaction(pool, work),
    pool,
    close: async () => {
      await db.$disconnect();
      if (!pool.ended) await pool.end();
    },
  };
}
