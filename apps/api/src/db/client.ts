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
  // A checked-out connection has no listener of the pool's, and `await pool.connect()` hands it
  // over a microtask after the pool let go of it. A terminated backend's last message can arrive
  // in the same network read as the one that made the connection free, in that gap, and an
  // 'error' event nobody listens to ends the process (node-postgres #2762). So every connection
  // listens from birth to end; the statement in flight or the next one still fails with the
  // error, which is how its borrower learns of it.
  pool.on('connect', (client) => client.on('error', () => {}));
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
